-- The audit log (issue #17): every staff write, login and refused login, never edited through the API.
CREATE TABLE `auditoria` (
	`_id` text PRIMARY KEY NOT NULL,
	`usuario` text NOT NULL,
	`accion` text NOT NULL,
	`recurso` text NOT NULL,
	`recurso_id` text NOT NULL,
	`created_at` text NOT NULL,
	`ip` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auditoria_usuario_idx` ON `auditoria` (`usuario`);--> statement-breakpoint
CREATE INDEX `auditoria_recurso_idx` ON `auditoria` (`recurso`);