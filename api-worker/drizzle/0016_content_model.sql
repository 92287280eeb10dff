CREATE TABLE `categorias` (
	`_id` text PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`slug` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categorias_slug_unique` ON `categorias` (`slug`);--> statement-breakpoint
CREATE TABLE `noticias_etiquetas` (
	`noticia_id` text NOT NULL,
	`slug` text NOT NULL,
	`nombre` text NOT NULL,
	PRIMARY KEY(`noticia_id`, `slug`)
);
--> statement-breakpoint
CREATE INDEX `noticias_etiquetas_slug_idx` ON `noticias_etiquetas` (`slug`);--> statement-breakpoint
CREATE TABLE `portada_destacadas` (
	`posicion` integer PRIMARY KEY NOT NULL,
	`noticia_id` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ultimo_momento` (
	`id` integer PRIMARY KEY NOT NULL,
	`texto` text NOT NULL,
	`link` text NOT NULL,
	`hasta` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `eventos` ADD `slug` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `noticias` ADD `categoria` text;--> statement-breakpoint
ALTER TABLE `noticias` ADD `etiquetas` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `noticias` ADD `etiquetas_slug` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `noticias` ADD `slug` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `noticias` ADD `seo_titulo` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `noticias` ADD `seo_descripcion` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `noticias` ADD `imagen_social` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `noticias_categoria_created_at_idx` ON `noticias` (`categoria`,`created_at`) WHERE estado = 'publicada';--> statement-breakpoint
CREATE INDEX `noticias_slug_idx` ON `noticias` (`slug`);--> statement-breakpoint
-- The default categories (DESIGN §12; @portal/contracts DEFAULT_CATEGORIES), in their order.
INSERT INTO `categorias` (`_id`, `nombre`, `slug`, `created_at`) VALUES
	('6a0000000000000000000001', 'Política', 'politica', '2026-01-01T00:00:00.001Z'),
	('6a0000000000000000000002', 'Economía', 'economia', '2026-01-01T00:00:00.002Z'),
	('6a0000000000000000000003', 'Policiales', 'policiales', '2026-01-01T00:00:00.003Z'),
	('6a0000000000000000000004', 'Sociedad', 'sociedad', '2026-01-01T00:00:00.004Z'),
	('6a0000000000000000000005', 'Deportes', 'deportes', '2026-01-01T00:00:00.005Z'),
	('6a0000000000000000000006', 'Cultura', 'cultura', '2026-01-01T00:00:00.006Z'),
	('6a0000000000000000000007', 'Espectáculos', 'espectaculos', '2026-01-01T00:00:00.007Z'),
	('6a0000000000000000000008', 'Tecnología', 'tecnologia', '2026-01-01T00:00:00.008Z');
--> statement-breakpoint
-- noticias_etiquetas follows the tags of every item (names and slugs are parallel JSON lists).
CREATE TRIGGER `noticias_etiquetas_after_insert` AFTER INSERT ON `noticias`
BEGIN
	INSERT OR IGNORE INTO `noticias_etiquetas` (noticia_id, slug, nombre)
	SELECT new._id, s.value, n.value FROM json_each(new.etiquetas_slug) s
	JOIN json_each(new.etiquetas) n ON n.key = s.key;
END;
--> statement-breakpoint
CREATE TRIGGER `noticias_etiquetas_after_update` AFTER UPDATE OF etiquetas, etiquetas_slug ON `noticias`
BEGIN
	DELETE FROM `noticias_etiquetas` WHERE noticia_id = old._id;
	INSERT OR IGNORE INTO `noticias_etiquetas` (noticia_id, slug, nombre)
	SELECT new._id, s.value, n.value FROM json_each(new.etiquetas_slug) s
	JOIN json_each(new.etiquetas) n ON n.key = s.key;
END;
--> statement-breakpoint
CREATE TRIGGER `noticias_etiquetas_after_delete` AFTER DELETE ON `noticias`
BEGIN
	DELETE FROM `noticias_etiquetas` WHERE noticia_id = old._id;
	DELETE FROM `portada_destacadas` WHERE noticia_id = old._id;
END;
--> statement-breakpoint
-- Categories, the home's pinned stories and the breaking-news bar are the editors' (`edicion`,
-- DESIGN §11–12): administrators (holders of `usuarios`) get it, as they hold every privilege.
UPDATE `usuarios` SET `privilegios` = json_insert(`privilegios`, '$[#]', 'edicion')
WHERE EXISTS (SELECT 1 FROM json_each(`privilegios`) WHERE value = 'usuarios')
	AND NOT EXISTS (SELECT 1 FROM json_each(`privilegios`) WHERE value = 'edicion');
