CREATE TABLE `noticias_notas` (
	`_id` text PRIMARY KEY NOT NULL,
	`noticia_id` text NOT NULL,
	`tipo` text NOT NULL,
	`nota` text NOT NULL,
	`autor` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `noticias_notas_noticia_id_idx` ON `noticias_notas` (`noticia_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `noticias_papelera` (
	`_id` text PRIMARY KEY NOT NULL,
	`titulo` text NOT NULL,
	`estado` text NOT NULL,
	`borrado_por` text NOT NULL,
	`borrado_en` text NOT NULL,
	`datos` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `noticias_papelera_borrado_en_idx` ON `noticias_papelera` (`borrado_en`);--> statement-breakpoint
CREATE TABLE `noticias_presencia` (
	`noticia_id` text NOT NULL,
	`usuario_id` text NOT NULL,
	`usuario` text NOT NULL,
	`nombre` text NOT NULL,
	`desde` text NOT NULL,
	`visto_en` text NOT NULL,
	PRIMARY KEY(`noticia_id`, `usuario_id`)
);
--> statement-breakpoint
CREATE INDEX `noticias_presencia_visto_en_idx` ON `noticias_presencia` (`visto_en`);--> statement-breakpoint
-- Whoever could publish before `edicion` existed keeps that power: holders of noticias (and
-- administrators, who hold usuarios) gain it; an administrator takes it away where it is not wanted.
UPDATE `usuarios` SET `privilegios` = json_insert(`privilegios`, '$[#]', 'edicion')
WHERE EXISTS (SELECT 1 FROM json_each(`usuarios`.`privilegios`) WHERE `value` IN ('noticias', 'usuarios'))
  AND NOT EXISTS (SELECT 1 FROM json_each(`usuarios`.`privilegios`) WHERE `value` = 'edicion');
