-- The editorial workflow (issue #17): a news item is `borrador`, `programada` (with
-- `publicar_en`) or `publicada`, and only published items are public. Every item stored before
-- this migration is published; its last change is its creation.
--
-- The public lists walk partial indexes of the published items only, and the triggers below keep
-- the list totals (noticias_counts, 0002) and the search index (noticias_fts, 0001) to published
-- items, so that drafts and scheduled items cost the public calls nothing.
DROP INDEX `noticias_created_at_idx`;--> statement-breakpoint
DROP INDEX `noticias_provincia_created_at_idx`;--> statement-breakpoint
ALTER TABLE `noticias` ADD `estado` text DEFAULT 'publicada' NOT NULL;--> statement-breakpoint
ALTER TABLE `noticias` ADD `publicar_en` text;--> statement-breakpoint
ALTER TABLE `noticias` ADD `actualizado_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `noticias` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `noticias_created_at_idx` ON `noticias` (`created_at`) WHERE estado = 'publicada';--> statement-breakpoint
CREATE INDEX `noticias_provincia_created_at_idx` ON `noticias` (`provincia`,`created_at`) WHERE estado = 'publicada';--> statement-breakpoint
CREATE INDEX `noticias_scheduled_idx` ON `noticias` (`publicar_en`) WHERE estado = 'programada';--> statement-breakpoint
CREATE INDEX `noticias_actualizado_en_idx` ON `noticias` (`actualizado_en`);
--> statement-breakpoint
UPDATE `noticias` SET `actualizado_en` = `created_at`;
--> statement-breakpoint
DROP TRIGGER `noticias_counts_after_insert`;
--> statement-breakpoint
DROP TRIGGER `noticias_counts_after_delete`;
--> statement-breakpoint
DROP TRIGGER `noticias_counts_after_update`;
--> statement-breakpoint
CREATE TRIGGER `noticias_counts_after_insert` AFTER INSERT ON `noticias`
WHEN new.estado = 'publicada' BEGIN
	INSERT INTO `noticias_counts` (provincia, total) VALUES ('', 1), (new.provincia, 1)
		ON CONFLICT (provincia) DO UPDATE SET total = total + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `noticias_counts_after_delete` AFTER DELETE ON `noticias`
WHEN old.estado = 'publicada' BEGIN
	UPDATE `noticias_counts` SET total = total - 1 WHERE provincia IN ('', old.provincia);
END;
--> statement-breakpoint
CREATE TRIGGER `noticias_counts_after_update` AFTER UPDATE OF provincia, estado ON `noticias`
WHEN old.provincia IS NOT new.provincia OR old.estado IS NOT new.estado BEGIN
	UPDATE `noticias_counts` SET total = total - 1
		WHERE old.estado = 'publicada' AND provincia IN ('', old.provincia);
	INSERT INTO `noticias_counts` (provincia, total)
		SELECT p, 1 FROM (SELECT '' AS p UNION ALL SELECT new.provincia) WHERE new.estado = 'publicada'
		ON CONFLICT (provincia) DO UPDATE SET total = total + 1;
END;
--> statement-breakpoint
DROP TRIGGER `noticias_search_after_insert`;
--> statement-breakpoint
DROP TRIGGER `noticias_search_after_delete`;
--> statement-breakpoint
DROP TRIGGER `noticias_search_after_update`;
--> statement-breakpoint
CREATE TRIGGER `noticias_search_after_insert` AFTER INSERT ON `noticias`
WHEN new.estado = 'publicada' BEGIN
	INSERT INTO `noticias_search_keys` (`key`, noticia_rowid) VALUES ((coalesce(cast(strftime('%s', new.created_at) AS integer), 0) * 1048576 + (new.rowid & 1048575)), new.rowid);
	INSERT INTO `noticias_fts` (rowid, search_text) VALUES ((coalesce(cast(strftime('%s', new.created_at) AS integer), 0) * 1048576 + (new.rowid & 1048575)), new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `noticias_search_after_delete` AFTER DELETE ON `noticias`
WHEN old.estado = 'publicada' BEGIN
	INSERT INTO `noticias_fts` (`noticias_fts`, rowid, search_text) VALUES ('delete', (coalesce(cast(strftime('%s', old.created_at) AS integer), 0) * 1048576 + (old.rowid & 1048575)), old.search_text);
	DELETE FROM `noticias_search_keys` WHERE `key` = (coalesce(cast(strftime('%s', old.created_at) AS integer), 0) * 1048576 + (old.rowid & 1048575));
END;
--> statement-breakpoint
-- One trigger, so that the old entry always leaves before the new one comes (both may share a key).
CREATE TRIGGER `noticias_search_after_update` AFTER UPDATE OF search_text, created_at, estado ON `noticias` BEGIN
	INSERT INTO `noticias_fts` (`noticias_fts`, rowid, search_text)
		SELECT 'delete', (coalesce(cast(strftime('%s', old.created_at) AS integer), 0) * 1048576 + (old.rowid & 1048575)), old.search_text WHERE old.estado = 'publicada';
	DELETE FROM `noticias_search_keys` WHERE old.estado = 'publicada' AND `key` = (coalesce(cast(strftime('%s', old.created_at) AS integer), 0) * 1048576 + (old.rowid & 1048575));
	INSERT INTO `noticias_search_keys` (`key`, noticia_rowid)
		SELECT (coalesce(cast(strftime('%s', new.created_at) AS integer), 0) * 1048576 + (new.rowid & 1048575)), new.rowid WHERE new.estado = 'publicada';
	INSERT INTO `noticias_fts` (rowid, search_text)
		SELECT (coalesce(cast(strftime('%s', new.created_at) AS integer), 0) * 1048576 + (new.rowid & 1048575)), new.search_text WHERE new.estado = 'publicada';
END;
