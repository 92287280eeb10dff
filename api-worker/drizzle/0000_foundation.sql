CREATE TABLE `albums` (
	`_id` text PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`ph` text NOT NULL,
	`fecha` text NOT NULL,
	`fotos` text NOT NULL,
	`portada` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `albums_fecha_idx` ON `albums` (`fecha`);--> statement-breakpoint
CREATE TABLE `banner_images` (
	`public_id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `banner_images_created_at_idx` ON `banner_images` (`created_at`);--> statement-breakpoint
CREATE TABLE `banners` (
	`_id` text PRIMARY KEY NOT NULL,
	`banner_full` text NOT NULL,
	`banner_mobile` text NOT NULL,
	`url` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `eventos` (
	`_id` text PRIMARY KEY NOT NULL,
	`titulo` text NOT NULL,
	`flayer` text NOT NULL,
	`texto` text NOT NULL,
	`provincia` text NOT NULL,
	`fecha` text NOT NULL,
	`direccion` text NOT NULL,
	`horario` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `eventos_fecha_idx` ON `eventos` (`fecha`);--> statement-breakpoint
CREATE INDEX `eventos_provincia_fecha_idx` ON `eventos` (`provincia`,`fecha`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`address` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_username_address_idx` ON `login_attempts` (`username`,`address`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_attempts_address_idx` ON `login_attempts` (`address`,`created_at`);--> statement-breakpoint
CREATE TABLE `noticias` (
	`_id` text PRIMARY KEY NOT NULL,
	`titulo` text NOT NULL,
	`provincia` text NOT NULL,
	`descripcion` text NOT NULL,
	`texto` text NOT NULL,
	`img_portada` text NOT NULL,
	`editor` text NOT NULL,
	`foto_editor` text NOT NULL,
	`search_text` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `noticias_created_at_idx` ON `noticias` (`created_at`);--> statement-breakpoint
CREATE INDEX `noticias_provincia_created_at_idx` ON `noticias` (`provincia`,`created_at`);--> statement-breakpoint
CREATE TABLE `publis` (
	`_id` text PRIMARY KEY NOT NULL,
	`nombre_cliente` text NOT NULL,
	`ingreso` text NOT NULL,
	`egreso` text NOT NULL,
	`link` text NOT NULL,
	`foto` text NOT NULL,
	`inicio` integer DEFAULT 0 NOT NULL,
	`noticias` integer DEFAULT 0 NOT NULL,
	`agenda` integer DEFAULT 0 NOT NULL,
	`galeria` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `publis_created_at_idx` ON `publis` (`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_at_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `usuarios` (
	`_id` text PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`apellido` text NOT NULL,
	`email` text NOT NULL,
	`username` text NOT NULL,
	`foto` text NOT NULL,
	`password_hash` text NOT NULL,
	`privilegios` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `usuarios_username_unique` ON `usuarios` (lower("username"));