CREATE TABLE `categorias_slugs_anteriores` (
	`slug` text PRIMARY KEY NOT NULL,
	`categoria_id` text NOT NULL
);
