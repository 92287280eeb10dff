CREATE TABLE `release_failures` (
	`release_id` text NOT NULL,
	`kind` text NOT NULL,
	`count` integer NOT NULL,
	`last_at` text NOT NULL,
	PRIMARY KEY(`release_id`, `kind`),
	FOREIGN KEY (`release_id`) REFERENCES `remote_releases`(`_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `remote_releases` (
	`_id` text PRIMARY KEY NOT NULL,
	`remote` text NOT NULL,
	`url` text NOT NULL,
	`etiqueta` text NOT NULL,
	`version` text,
	`commit` text,
	`built_at` text,
	`creada_por` text NOT NULL,
	`desde_configuracion` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `remote_releases_remote_created_at_idx` ON `remote_releases` (`remote`,`created_at`);--> statement-breakpoint
CREATE TABLE `remote_sections` (
	`remote` text PRIMARY KEY NOT NULL,
	`activa` text NOT NULL,
	`activa_desde` text NOT NULL,
	`activada_por` text NOT NULL,
	`candidata` text,
	`canary` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`activa`) REFERENCES `remote_releases`(`_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`candidata`) REFERENCES `remote_releases`(`_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- The new privilege `secciones` (section releases) goes to every existing holder of `usuarios`,
-- the administrators: they could grant it to themselves anyway.
UPDATE `usuarios` SET `privilegios` = json_insert(`privilegios`, '$[#]', 'secciones')
WHERE EXISTS (SELECT 1 FROM json_each(`usuarios`.`privilegios`) WHERE `value` = 'usuarios')
  AND NOT EXISTS (SELECT 1 FROM json_each(`usuarios`.`privilegios`) WHERE `value` = 'secciones');
