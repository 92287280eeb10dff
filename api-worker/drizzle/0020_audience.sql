CREATE TABLE `filtradas_diarias` (
	`dia` text NOT NULL,
	`clase` text NOT NULL,
	`total` integer NOT NULL,
	PRIMARY KEY(`dia`, `clase`)
);
--> statement-breakpoint
CREATE TABLE `lectores_sales` (
	`dia` text PRIMARY KEY NOT NULL,
	`sal` text NOT NULL,
	`creada_en` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `lecturas` (
	`id` integer PRIMARY KEY NOT NULL,
	`momento` integer NOT NULL,
	`dia` text NOT NULL,
	`lector` text NOT NULL,
	`ruta` text NOT NULL,
	`noticia_id` text,
	`referente` text
);
--> statement-breakpoint
CREATE INDEX `lecturas_dia_idx` ON `lecturas` (`dia`);--> statement-breakpoint
CREATE INDEX `lecturas_noticia_momento_idx` ON `lecturas` (`noticia_id`,`momento`) WHERE noticia_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `lecturas_momento_idx` ON `lecturas` (`momento`);--> statement-breakpoint
CREATE TABLE `medicion_lotes` (
	`id` text PRIMARY KEY NOT NULL,
	`escrito_en` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `medicion_lotes_escrito_en_idx` ON `medicion_lotes` (`escrito_en`);--> statement-breakpoint
CREATE TABLE `publis_eventos` (
	`id` integer PRIMARY KEY NOT NULL,
	`publi_id` text NOT NULL,
	`tipo` text NOT NULL,
	`momento` integer NOT NULL,
	`dia` text NOT NULL,
	`lector` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `publis_eventos_publi_dia_idx` ON `publis_eventos` (`publi_id`,`dia`);