-- How many news items there are, in all ('') and per province, kept by triggers: every list
-- answers its totalDocs, and counting 100 000 rows on each request would cost milliseconds
-- (and, on Turso, a read of every row).
CREATE TABLE `noticias_counts` (
	`provincia` text PRIMARY KEY NOT NULL,
	`total` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `noticias_counts` (provincia, total) SELECT '', count(*) FROM `noticias`;
--> statement-breakpoint
INSERT INTO `noticias_counts` (provincia, total) SELECT provincia, count(*) FROM `noticias` GROUP BY provincia;
--> statement-breakpoint
CREATE TRIGGER `noticias_counts_after_insert` AFTER INSERT ON `noticias` BEGIN
	INSERT INTO `noticias_counts` (provincia, total) VALUES ('', 1), (new.provincia, 1)
		ON CONFLICT (provincia) DO UPDATE SET total = total + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `noticias_counts_after_delete` AFTER DELETE ON `noticias` BEGIN
	UPDATE `noticias_counts` SET total = total - 1 WHERE provincia IN ('', old.provincia);
END;
--> statement-breakpoint
CREATE TRIGGER `noticias_counts_after_update` AFTER UPDATE OF provincia ON `noticias`
WHEN old.provincia IS NOT new.provincia BEGIN
	UPDATE `noticias_counts` SET total = total - 1 WHERE provincia = old.provincia;
	INSERT INTO `noticias_counts` (provincia, total) VALUES (new.provincia, 1)
		ON CONFLICT (provincia) DO UPDATE SET total = total + 1;
END;
