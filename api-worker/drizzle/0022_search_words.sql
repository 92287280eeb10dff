-- The words of the published news, for the search to match words from their start (issue #35:
-- 'colectivo' finds 'colectivos') and to read ñ as n when a search finds nothing ('anatuya' finds
-- 'Añatuya'). FTS5's own prefix query ("colectivo"*) gathers every matching entry of the index
-- before it gives the first match: at 200 000 news it cost "santiago"* 20 times "santiago", and a
-- short prefix hundreds of milliseconds. Instead, a search turns each word into the indexed words
-- that start with it, read here through a B-tree range (`plain`: the word with ñ read as n), and
-- asks FTS5 for any of them, which it walks newest first and stops at the page as before.
--
-- Words are added, never removed: a word no news holds any more only adds a term that matches
-- nothing. Only published news add words, as only they are indexed (0005_news_states.sql).
CREATE TABLE `noticias_search_words` (
	`word` text PRIMARY KEY NOT NULL,
	`plain` text NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `noticias_search_words_plain_idx` ON `noticias_search_words` (`plain`);
--> statement-breakpoint
-- The words of the news indexed before this migration, exactly as the tokenizer cut them.
CREATE VIRTUAL TABLE `noticias_fts_vocab` USING fts5vocab(`noticias_fts`, 'row');
--> statement-breakpoint
INSERT OR IGNORE INTO `noticias_search_words` (`word`, `plain`)
	SELECT `term`, replace(`term`, 'ñ', 'n') FROM `noticias_fts_vocab`;
--> statement-breakpoint
DROP TABLE `noticias_fts_vocab`;
--> statement-breakpoint
-- search_text is folded with single spaces between words (newsSearchText): quoted as JSON, each
-- space becomes a '","' and json_each reads the words (a recursive split cost 5 ms a news item,
-- this well under 1 ms). The punctuation around a word goes; a word with punctuation inside
-- ('24/7') is left to the tokenizer, which the search reads it through.
CREATE TRIGGER `noticias_search_words_after_insert` AFTER INSERT ON `noticias`
WHEN new.estado = 'publicada' BEGIN
	INSERT OR IGNORE INTO `noticias_search_words` (`word`, `plain`)
		SELECT `word`, replace(`word`, 'ñ', 'n') FROM (
			SELECT trim(`value`, '.,;:!?¿¡()[]{}"''«»“”‘’-–—/…*') AS `word`
			FROM json_each('[' || replace(json_quote(new.search_text), ' ', '","') || ']'))
		WHERE `word` <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `noticias_search_words_after_update` AFTER UPDATE OF search_text, estado ON `noticias`
WHEN new.estado = 'publicada' BEGIN
	INSERT OR IGNORE INTO `noticias_search_words` (`word`, `plain`)
		SELECT `word`, replace(`word`, 'ñ', 'n') FROM (
			SELECT trim(`value`, '.,;:!?¿¡()[]{}"''«»“”‘’-–—/…*') AS `word`
			FROM json_each('[' || replace(json_quote(new.search_text), ' ', '","') || ']'))
		WHERE `word` <> '';
END;
