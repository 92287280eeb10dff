ALTER TABLE `noticias` ADD `creada_por` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Who wrote the items already there, where the audit log knows (DESIGN §11: only the author, or
-- an editor, sends a draft for review): the user of the item's first row. The others keep ''.
UPDATE `noticias` SET `creada_por` = coalesce((
  SELECT `usuarios`.`_id` FROM `auditoria`
  JOIN `usuarios` ON `usuarios`.`username` = `auditoria`.`usuario`
  WHERE `auditoria`.`recurso` = 'noticia' AND `auditoria`.`recurso_id` = `noticias`.`_id`
  ORDER BY `auditoria`.`rowid` LIMIT 1
), '');
