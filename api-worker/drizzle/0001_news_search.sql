-- The news search (DESIGN.md §4): an FTS5 index over noticias.search_text (title, summary and
-- body text, already folded to lower case without accents; the tokenizer drops diacritics too,
-- and a query is folded the same way).
--
-- Its rowids are not the news' rowids but a recency key: created_at in seconds × 2^20 plus the
-- low 20 bits of the news' rowid (unique unless a million news share one second), so that FTS5
-- walks the matches newest first by itself (ORDER BY rowid DESC) and a page of results costs
-- the same whether 10 or 50 000 news match. Seconds rather than milliseconds keep the gaps
-- between keys, and so the index, small: counting the matches is a third faster. noticias_search_keys maps a key back
-- to its news item; the view noticias_search is the index's external content (what 'rebuild'
-- and 'integrity-check' read), so the index holds no copy of the text.
--
-- Triggers keep keys and index in step with every INSERT, UPDATE and DELETE of noticias (write
-- news with UPDATE or an upsert, never INSERT OR REPLACE, whose implicit delete fires no
-- trigger unless recursive triggers are on).
CREATE TABLE `noticias_search_keys` (
	`key` integer PRIMARY KEY NOT NULL,
	`noticia_rowid` integer NOT NULL
);
--> statement-breakpoint
CREATE VIEW `noticias_search` AS
	SELECT k.`key` AS `key`, n.search_text AS search_text
	FROM `noticias_search_keys` k JOIN `noticias` n ON n.rowid = k.noticia_rowid;
--> statement-breakpoint
CREATE VIRTUAL TABLE `noticias_fts` USING fts5(
	search_text,
	content = 'noticias_search',
	content_rowid = 'key',
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `noticias_search_after_insert` AFTER INSERT ON `noticias` BEGIN
	INSERT INTO `noticias_search_keys` (`key`, noticia_rowid) VALUES ((coalesce(cast(strftime('%s', new.created_at) AS integer), 0) * 1048576 + (new.rowid & 1048575)), new.rowid);
	INSERT INTO `noticias_fts` (rowid, search_text) VALUES ((coalesce(cast(strftime('%s', new.created_at) AS integer), 0) * 1048576 + (new.rowid & 1048575)), new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `noticias_search_after_delete` AFTER DELETE ON `noticias` BEGIN
	INSERT INTO `noticias_fts` (`noticias_fts`, rowid, search_text) VALUES ('delete', (coalesce(cast(strftime('%s', old.created_at) AS integer), 0) * 1048576 + (old.rowid & 1048575)), old.search_text);
	DELETE FROM `noticias_search_keys` WHERE `key` = (coalesce(cast(strftime('%s', old.created_at) AS integer), 0) * 1048576 + (old.rowid & 1048575));
END;
--> statement-breakpoint
CREATE TRIGGER `noticias_search_after_update` AFTER UPDATE ON `noticias` BEGIN
	INSERT INTO `noticias_fts` (`noticias_fts`, rowid, search_text) VALUES ('delete', (coalesce(cast(strftime('%s', old.created_at) AS integer), 0) * 1048576 + (old.rowid & 1048575)), old.search_text);
	DELETE FROM `noticias_search_keys` WHERE `key` = (coalesce(cast(strftime('%s', old.created_at) AS integer), 0) * 1048576 + (old.rowid & 1048575));
	INSERT INTO `noticias_search_keys` (`key`, noticia_rowid) VALUES ((coalesce(cast(strftime('%s', new.created_at) AS integer), 0) * 1048576 + (new.rowid & 1048575)), new.rowid);
	INSERT INTO `noticias_fts` (rowid, search_text) VALUES ((coalesce(cast(strftime('%s', new.created_at) AS integer), 0) * 1048576 + (new.rowid & 1048575)), new.search_text);
END;
--> statement-breakpoint
-- Index the news of databases seeded before this migration.
INSERT INTO `noticias_search_keys` (`key`, noticia_rowid) SELECT (coalesce(cast(strftime('%s', noticias.created_at) AS integer), 0) * 1048576 + (noticias.rowid & 1048575)), rowid FROM `noticias`;
--> statement-breakpoint
INSERT INTO `noticias_fts` (`noticias_fts`) VALUES ('rebuild');
