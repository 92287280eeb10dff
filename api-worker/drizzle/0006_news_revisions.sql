-- Revisions of news items (issue #17): every save keeps the content it replaces. The last
-- saver of an item stored before this migration is its author.
CREATE TABLE `noticias_revisiones` (
	`_id` text PRIMARY KEY NOT NULL,
	`noticia_id` text NOT NULL,
	`autor` text NOT NULL,
	`created_at` text NOT NULL,
	`titulo` text NOT NULL,
	`provincia` text NOT NULL,
	`descripcion` text NOT NULL,
	`texto` text NOT NULL,
	`img_portada` text NOT NULL,
	`estado` text NOT NULL,
	`publicar_en` text,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `noticias_revisiones_noticia_id_idx` ON `noticias_revisiones` (`noticia_id`);--> statement-breakpoint
ALTER TABLE `noticias` ADD `actualizado_por` text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE `noticias` SET `actualizado_por` = `editor`;
