-- Deep pages of the public news lists at the cost of the first (issue #18). A page is asked by
-- number, so it is an OFFSET; walking the (provincia,) created_at index to page 5 000 of a
-- million news skips 50 000 entries (2–4 ms), and SQLite's b-trees cannot count their way to an
-- offset. Page marks can: every 256th published item of each list ('' for every news item, else
-- one province), counted from the oldest, keeps how many items of that list are older than it.
-- A page then starts from the nearest mark after it and walks at most 512 + limit entries
-- (news.queries.ts). Counting from the oldest keeps the marks still while news are added on
-- top, which is nearly every write.
--
-- The triggers keep `older` exact however the list changes: an item that enters a list (a new
-- published item, a draft published, a province or date changed) adds one to the marks newer
-- than it, one that leaves takes one away, and a gap between marks that grows past 512 items is
-- split. A mark stays valid when its own item goes: it counts the items older
-- than its key, not its position.
CREATE TABLE `noticias_page_marks` (
	`provincia` text NOT NULL,
	`created_at` text NOT NULL,
	`noticia_rowid` integer NOT NULL,
	`older` integer NOT NULL,
	PRIMARY KEY (`provincia`, `created_at`, `noticia_rowid`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `noticias_page_marks_older_idx` ON `noticias_page_marks` (`provincia`, `older`);
--> statement-breakpoint
INSERT INTO `noticias_page_marks` (provincia, created_at, noticia_rowid, older)
	SELECT '', c, r, n FROM (
		SELECT created_at AS c, rowid AS r, row_number() OVER (ORDER BY created_at, rowid) - 1 AS n
		FROM `noticias` WHERE estado = 'publicada')
	WHERE n > 0 AND n % 256 = 0;
--> statement-breakpoint
INSERT INTO `noticias_page_marks` (provincia, created_at, noticia_rowid, older)
	SELECT p, c, r, n FROM (
		SELECT provincia AS p, created_at AS c, rowid AS r,
			row_number() OVER (PARTITION BY provincia ORDER BY created_at, rowid) - 1 AS n
		FROM `noticias` WHERE estado = 'publicada')
	WHERE n > 0 AND n % 256 = 0;
--> statement-breakpoint
-- A gap between two marks (from the bottom of the list when no mark is below; open at the top
-- when none is above) is split by a mark 256 items above its lower end once it holds over 512
-- items (over 256 at the top), so that a page never walks more than 512 entries, whether news
-- come on top, in the middle or below (an archive filled newest first). INSERT the gap an item
-- entered; each list walks its own index.
CREATE VIEW `noticias_page_gaps` AS
	SELECT provincia, created_at AS low_created_at, noticia_rowid AS low_rowid, older AS low_older,
		older AS high_older
	FROM `noticias_page_marks` WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `noticias_page_gaps_insert` INSTEAD OF INSERT ON `noticias_page_gaps`
WHEN new.high_older IS NULL OR new.high_older - new.low_older > 512 BEGIN
	INSERT OR IGNORE INTO `noticias_page_marks` (provincia, created_at, noticia_rowid, older)
		SELECT '', n.created_at, n.rowid, new.low_older + 256 FROM `noticias` n
		WHERE new.provincia = '' AND n.estado = 'publicada'
			AND (n.created_at, n.rowid) >= (new.low_created_at, new.low_rowid)
		ORDER BY n.created_at, n.rowid LIMIT 1 OFFSET 256;
	INSERT OR IGNORE INTO `noticias_page_marks` (provincia, created_at, noticia_rowid, older)
		SELECT new.provincia, n.created_at, n.rowid, new.low_older + 256 FROM `noticias` n
		WHERE new.provincia <> '' AND n.estado = 'publicada' AND n.provincia = new.provincia
			AND (n.created_at, n.rowid) >= (new.low_created_at, new.low_rowid)
		ORDER BY n.created_at, n.rowid LIMIT 1 OFFSET 256;
END;
--> statement-breakpoint
-- Every change of a list goes through this view, so that its rule is written once: INSERT a row
-- (list, the item's created_at and rowid, +1 when it enters the list or -1 when it leaves).
CREATE VIEW `noticias_page_list_changes` AS
	SELECT provincia, created_at, noticia_rowid, 0 AS delta FROM `noticias_page_marks` WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `noticias_page_list_changes_insert` INSTEAD OF INSERT ON `noticias_page_list_changes` BEGIN
	UPDATE `noticias_page_marks` SET older = older + new.delta
		WHERE provincia = new.provincia AND (created_at, noticia_rowid) > (new.created_at, new.noticia_rowid);
	-- An item that entered: the gap it entered, from the marks just below and above it (the lower
	-- one limited inside its own subquery, so that it is one indexed lookup).
	INSERT INTO `noticias_page_gaps` (provincia, low_created_at, low_rowid, low_older, high_older)
		SELECT new.provincia, c, r, o, (
				SELECT older FROM `noticias_page_marks`
				WHERE provincia = new.provincia AND (created_at, noticia_rowid) > (new.created_at, new.noticia_rowid)
				ORDER BY created_at, noticia_rowid LIMIT 1)
		FROM (
			SELECT * FROM (
				SELECT created_at AS c, noticia_rowid AS r, older AS o, 0 AS bottom FROM `noticias_page_marks`
				WHERE provincia = new.provincia AND (created_at, noticia_rowid) <= (new.created_at, new.noticia_rowid)
				ORDER BY created_at DESC, noticia_rowid DESC LIMIT 1)
			UNION ALL SELECT '', 0, 0, 1
			ORDER BY bottom LIMIT 1)
		WHERE new.delta > 0;
END;
--> statement-breakpoint
CREATE TRIGGER `noticias_page_marks_after_insert` AFTER INSERT ON `noticias`
WHEN new.estado = 'publicada' BEGIN
	INSERT INTO `noticias_page_list_changes` (provincia, created_at, noticia_rowid, delta)
		VALUES ('', new.created_at, new.rowid, 1), (new.provincia, new.created_at, new.rowid, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `noticias_page_marks_after_delete` AFTER DELETE ON `noticias`
WHEN old.estado = 'publicada' BEGIN
	INSERT INTO `noticias_page_list_changes` (provincia, created_at, noticia_rowid, delta)
		VALUES ('', old.created_at, old.rowid, -1), (old.provincia, old.created_at, old.rowid, -1);
END;
--> statement-breakpoint
-- A change of state, province or date: the item leaves its lists as it was and enters them as it
-- is now (a draft published enters at its date).
CREATE TRIGGER `noticias_page_marks_after_update` AFTER UPDATE OF estado, provincia, created_at ON `noticias`
WHEN (old.estado = 'publicada' OR new.estado = 'publicada')
	AND (old.estado IS NOT new.estado OR old.provincia IS NOT new.provincia OR old.created_at IS NOT new.created_at) BEGIN
	INSERT INTO `noticias_page_list_changes` (provincia, created_at, noticia_rowid, delta)
		SELECT '', old.created_at, old.rowid, -1 WHERE old.estado = 'publicada'
		UNION ALL SELECT old.provincia, old.created_at, old.rowid, -1 WHERE old.estado = 'publicada';
	-- Entering second: a new top mark is counted from marks that no longer count the old place.
	INSERT INTO `noticias_page_list_changes` (provincia, created_at, noticia_rowid, delta)
		SELECT '', new.created_at, new.rowid, 1 WHERE new.estado = 'publicada'
		UNION ALL SELECT new.provincia, new.created_at, new.rowid, 1 WHERE new.estado = 'publicada';
END;
