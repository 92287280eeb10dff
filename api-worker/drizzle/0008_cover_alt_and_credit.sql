-- Alt text and photo credit of news covers (issue #17), kept by revisions too; empty when none was given.
ALTER TABLE `noticias` ADD `img_portada_alt` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `noticias` ADD `img_portada_credito` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `noticias_revisiones` ADD `img_portada_alt` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `noticias_revisiones` ADD `img_portada_credito` text DEFAULT '' NOT NULL;