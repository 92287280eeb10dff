ALTER TABLE `noticias` ADD `primera_publicacion` text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The items out now went out at their created_at (the lists' date); so did the unpublished ones
-- the audit log saw published. The others have not gone out yet.
UPDATE `noticias` SET `primera_publicacion` = `created_at`
WHERE `estado` = 'publicada' OR EXISTS (
  SELECT 1 FROM `auditoria`
  WHERE `auditoria`.`recurso` = 'noticia' AND `auditoria`.`recurso_id` = `noticias`.`_id`
    AND `auditoria`.`accion` LIKE '%publicar' AND `auditoria`.`accion` NOT LIKE '%despublicar%'
);
