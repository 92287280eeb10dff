ALTER TABLE `auditoria` ADD `titulo` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Rows written before this migration name the items that still exist by their current title.
UPDATE `auditoria` SET `titulo` = coalesce((SELECT `titulo` FROM `noticias` WHERE `noticias`.`_id` = `auditoria`.`recurso_id`), '') WHERE `recurso` = 'noticia';--> statement-breakpoint
UPDATE `auditoria` SET `titulo` = coalesce((SELECT `titulo` FROM `eventos` WHERE `eventos`.`_id` = `auditoria`.`recurso_id`), '') WHERE `recurso` = 'evento';--> statement-breakpoint
UPDATE `auditoria` SET `titulo` = coalesce((SELECT `nombre` FROM `albums` WHERE `albums`.`_id` = `auditoria`.`recurso_id`), '') WHERE `recurso` = 'album';--> statement-breakpoint
UPDATE `auditoria` SET `titulo` = coalesce((SELECT `nombre_cliente` FROM `publis` WHERE `publis`.`_id` = `auditoria`.`recurso_id`), '') WHERE `recurso` = 'publicidad';--> statement-breakpoint
UPDATE `auditoria` SET `titulo` = coalesce((SELECT trim(`nombre` || ' ' || `apellido`) || ' (' || `username` || ')' FROM `usuarios` WHERE `usuarios`.`_id` = `auditoria`.`recurso_id`), '') WHERE `recurso` = 'usuario';--> statement-breakpoint
-- Scheduled publishing is done by the system: one marker that no username can be.
UPDATE `auditoria` SET `usuario` = '(sistema)' WHERE `usuario` = 'publicación programada';
