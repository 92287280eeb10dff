CREATE TABLE `release_failure_visitors` (
	`release_id` text NOT NULL,
	`ventana` text NOT NULL,
	`visitor` text NOT NULL,
	`address` text NOT NULL,
	PRIMARY KEY(`release_id`, `ventana`, `visitor`)
);
--> statement-breakpoint
CREATE INDEX `release_failure_visitors_address_idx` ON `release_failure_visitors` (`release_id`,`ventana`,`address`);--> statement-breakpoint
CREATE TABLE `server_keys` (
	`nombre` text PRIMARY KEY NOT NULL,
	`valor` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `login_attempts` ADD `device` text;--> statement-breakpoint
CREATE INDEX `login_attempts_device_idx` ON `login_attempts` (`device`,`created_at`);--> statement-breakpoint
ALTER TABLE `remote_releases` ADD `archivada_en` text;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `email_repetido` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Emails become unique whatever their case (issue 23 item 6). Users that already share one with
-- an older user keep it, marked with their own id so that the unique index takes them; the app
-- clears the mark when their email is changed. Nothing else is rewritten, and the index never
-- fails on existing data.
UPDATE `usuarios` SET `email_repetido` = `_id`
WHERE `email` <> '' AND EXISTS (
  SELECT 1 FROM `usuarios` AS `otro`
  WHERE lower(`otro`.`email`) = lower(`usuarios`.`email`)
    AND (`otro`.`created_at` < `usuarios`.`created_at`
      OR (`otro`.`created_at` = `usuarios`.`created_at` AND `otro`.`_id` < `usuarios`.`_id`))
);--> statement-breakpoint
CREATE UNIQUE INDEX `usuarios_email_unique` ON `usuarios` (lower("email"),`email_repetido`) WHERE "usuarios"."email" <> '';