-- Alt text and photo credit of event flyers (issue #17); empty when none was given.
ALTER TABLE `eventos` ADD `flayer_alt` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `eventos` ADD `flayer_credito` text DEFAULT '' NOT NULL;