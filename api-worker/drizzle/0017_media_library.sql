CREATE TABLE `medios` (
	`_id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`credito` text DEFAULT '' NOT NULL,
	`ancho` integer,
	`alto` integer,
	`bytes` integer,
	`subido_por` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	`foco_x` real DEFAULT 0.5 NOT NULL,
	`foco_y` real DEFAULT 0.5 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `medios_url_unique` ON `medios` (`url`);--> statement-breakpoint
CREATE INDEX `medios_created_at_idx` ON `medios` (`created_at`);--> statement-breakpoint
-- Every image already stored and shown becomes a record (issue #26, DESIGN §12). Its size and
-- weight are read from the files afterwards (media/media-library-backfill.ts, at start on Node
-- and from the cron on Workers). A URL used twice keeps the first record: covers first, whose
-- alt text and credit the items carry, then flyers, album photos (with their details), the
-- other pictures of news and albums, ads, the banner and its bank.
INSERT OR IGNORE INTO `medios` (`_id`, `url`, `alt`, `credito`, `created_at`)
SELECT lower(hex(randomblob(12))), `img_portada`, `img_portada_alt`, `img_portada_credito`, `created_at`
FROM `noticias` WHERE `img_portada` LIKE '/media/%' ORDER BY `created_at`;--> statement-breakpoint
INSERT OR IGNORE INTO `medios` (`_id`, `url`, `alt`, `credito`, `created_at`)
SELECT lower(hex(randomblob(12))), `flayer`, `flayer_alt`, `flayer_credito`, `created_at`
FROM `eventos` WHERE `flayer` LIKE '/media/%' ORDER BY `created_at`;--> statement-breakpoint
INSERT OR IGNORE INTO `medios` (`_id`, `url`, `alt`, `credito`, `created_at`)
SELECT lower(hex(randomblob(12))), f.value,
	coalesce((SELECT json_extract(d.value, '$.alt') FROM json_each(a.`fotos_detalle`) d
		WHERE json_extract(d.value, '$.url') = f.value), ''),
	coalesce((SELECT json_extract(d.value, '$.credito') FROM json_each(a.`fotos_detalle`) d
		WHERE json_extract(d.value, '$.url') = f.value), ''),
	a.`created_at`
FROM `albums` a, json_each(a.`fotos`) f WHERE f.value LIKE '/media/%' ORDER BY a.`created_at`, f.key;--> statement-breakpoint
INSERT OR IGNORE INTO `medios` (`_id`, `url`, `created_at`)
SELECT lower(hex(randomblob(12))), url, created_at FROM (
	SELECT `imagen_social` AS url, `created_at` FROM `noticias`
	UNION ALL SELECT `portada`, `created_at` FROM `albums`
	UNION ALL SELECT `foto`, `created_at` FROM `publis`
	UNION ALL SELECT `banner_full`, `created_at` FROM `banners`
	UNION ALL SELECT `banner_mobile`, `created_at` FROM `banners`
	UNION ALL SELECT `url`, `created_at` FROM `banner_images`
) WHERE url LIKE '/media/%' ORDER BY created_at;
