-- Alt text and credit of album photos (issue #17), beside the list of photo URLs.
ALTER TABLE `albums` ADD `fotos_detalle` text DEFAULT '[]' NOT NULL;