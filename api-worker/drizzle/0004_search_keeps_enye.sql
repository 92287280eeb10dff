-- The news search tells ñ from n (issue #15): 'ano' no longer finds 'año'. Accents still fold
-- ('tucuman' finds 'Tucumán'), but ñ stays a letter of its own in noticias.search_text (see
-- foldSearchText in src/news/search-text.ts) and the FTS5 tokenizer no longer removes diacritics
-- itself (it folded ñ into n on both sides of a match): the text it indexes is already folded.
--
-- The news written before this migration get their search_text folded again from their title,
-- summary and body, in SQL so that `drizzle-kit migrate` does what the worker does, in a
-- scratch table and in steps (one statement nesting every replace() overflows SQLite's parser).
-- Then the index is made again with the new tokenizer.
CREATE TABLE `noticias_search_refold` (`noticia_rowid` integer PRIMARY KEY NOT NULL, `text` text NOT NULL);
--> statement-breakpoint
-- The body's words: each tag becomes a space (a recursive walk from '<' to its '>').
INSERT INTO `noticias_search_refold` (`noticia_rowid`, `text`)
SELECT `noticias`.rowid, (
		WITH RECURSIVE `strip` (`done`, `rest`) AS (
			SELECT '', `noticias`.`texto`
			UNION ALL
			SELECT
				CASE WHEN instr(`rest`, '<') = 0 OR instr(substr(`rest`, instr(`rest`, '<')), '>') = 0 THEN `done` || `rest`
					ELSE `done` || substr(`rest`, 1, instr(`rest`, '<') - 1) || ' ' END,
				CASE WHEN instr(`rest`, '<') = 0 OR instr(substr(`rest`, instr(`rest`, '<')), '>') = 0 THEN NULL
					ELSE substr(`rest`, instr(`rest`, '<') + instr(substr(`rest`, instr(`rest`, '<')), '>')) END
			FROM `strip` WHERE `rest` IS NOT NULL
		)
		SELECT `done` FROM `strip` WHERE `rest` IS NULL
	) FROM `noticias`;
--> statement-breakpoint
-- The entities an editor writes, read as newsSearchText reads them (&amp; last).
UPDATE `noticias_search_refold` SET `text` = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`text`, '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&apos;', ''''), '&#39;', ''''), '&ntilde;', 'ñ'), '&Ntilde;', 'ñ'), '&#241;', 'ñ'), '&#209;', 'ñ'), '&aacute;', 'a'), '&eacute;', 'e'), '&iacute;', 'i'), '&oacute;', 'o'), '&uacute;', 'u'), '&yacute;', 'y'), '&Aacute;', 'A'), '&Eacute;', 'E'), '&Iacute;', 'I'), '&Oacute;', 'O');
--> statement-breakpoint
UPDATE `noticias_search_refold` SET `text` = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`text`, '&Uacute;', 'U'), '&Yacute;', 'Y'), '&agrave;', 'a'), '&egrave;', 'e'), '&igrave;', 'i'), '&ograve;', 'o'), '&ugrave;', 'u'), '&Agrave;', 'A'), '&Egrave;', 'E'), '&Igrave;', 'I'), '&Ograve;', 'O'), '&Ugrave;', 'U'), '&acirc;', 'a'), '&ecirc;', 'e'), '&icirc;', 'i'), '&ocirc;', 'o'), '&ucirc;', 'u'), '&Acirc;', 'A'), '&Ecirc;', 'E'), '&Icirc;', 'I');
--> statement-breakpoint
UPDATE `noticias_search_refold` SET `text` = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`text`, '&Ocirc;', 'O'), '&Ucirc;', 'U'), '&auml;', 'a'), '&euml;', 'e'), '&iuml;', 'i'), '&ouml;', 'o'), '&uuml;', 'u'), '&yuml;', 'y'), '&Auml;', 'A'), '&Euml;', 'E'), '&Iuml;', 'I'), '&Ouml;', 'O'), '&Uuml;', 'U'), '&atilde;', 'a'), '&otilde;', 'o'), '&Atilde;', 'A'), '&Otilde;', 'O'), '&ccedil;', 'c'), '&Ccedil;', 'C'), '&aring;', 'a');
--> statement-breakpoint
UPDATE `noticias_search_refold` SET `text` = replace(replace(`text`, '&Aring;', 'A'), '&amp;', '&');
--> statement-breakpoint
UPDATE `noticias_search_refold` SET `text` = (SELECT `titulo` || ' ' || `descripcion` FROM `noticias` WHERE `noticias`.rowid = `noticia_rowid`) || ' ' || `text`;
--> statement-breakpoint
-- Accents fold, ñ stays; SQLite's lower() folds ASCII only, hence the capitals here.
UPDATE `noticias_search_refold` SET `text` = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`text`, 'á', 'a'), 'à', 'a'), 'â', 'a'), 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'Á', 'a'), 'À', 'a'), 'Â', 'a'), 'Ä', 'a'), 'Ã', 'a'), 'Å', 'a'), 'é', 'e'), 'è', 'e'), 'ê', 'e'), 'ë', 'e'), 'É', 'e'), 'È', 'e'), 'Ê', 'e'), 'Ë', 'e');
--> statement-breakpoint
UPDATE `noticias_search_refold` SET `text` = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`text`, 'í', 'i'), 'ì', 'i'), 'î', 'i'), 'ï', 'i'), 'Í', 'i'), 'Ì', 'i'), 'Î', 'i'), 'Ï', 'i'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'), 'ö', 'o'), 'õ', 'o'), 'Ó', 'o'), 'Ò', 'o'), 'Ô', 'o'), 'Ö', 'o'), 'Õ', 'o'), 'ú', 'u'), 'ù', 'u');
--> statement-breakpoint
UPDATE `noticias_search_refold` SET `text` = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`text`, 'û', 'u'), 'ü', 'u'), 'Ú', 'u'), 'Ù', 'u'), 'Û', 'u'), 'Ü', 'u'), 'ç', 'c'), 'Ç', 'c'), 'ý', 'y'), 'ÿ', 'y'), 'Ý', 'y'), 'Ñ', 'ñ');
--> statement-breakpoint
-- One space between words, as newsSearchText's /\s+/.
UPDATE `noticias_search_refold` SET `text` = trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(`text`), char(9), ' '), char(10), ' '), char(13), ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '));
--> statement-breakpoint
-- Through the old index's trigger, which keeps that index in step until it is dropped.
UPDATE `noticias` SET `search_text` = (
	SELECT `text` FROM `noticias_search_refold` WHERE `noticia_rowid` = `noticias`.rowid
);
--> statement-breakpoint
DROP TABLE `noticias_search_refold`;
--> statement-breakpoint
DROP TABLE `noticias_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `noticias_fts` USING fts5(
	search_text,
	content = 'noticias_search',
	content_rowid = 'key',
	tokenize = 'unicode61 remove_diacritics 0'
);
--> statement-breakpoint
INSERT INTO `noticias_fts` (`noticias_fts`) VALUES ('rebuild');
