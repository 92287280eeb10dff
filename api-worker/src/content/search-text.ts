import { foldText } from '@portal/contracts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** `&Aacute;`, `&uuml;`…: the letter without its accent is what the folded text keeps (ñ stays). */
const ACCENTED_LETTER = /^([a-z])(?:acute|grave|circ|tilde|uml|cedil|ring)$/i;

/**
 * Lower case without accents, but ñ stays a letter of its own (Spanish: 'año' is not 'ano'). The
 * search text and the words of a query are folded with it (and the SQL of
 * drizzle/0004_search_keeps_enye.sql, which refolded the news written before it).
 */
export function foldSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().split('ñ').map(foldText).join('ñ');
}

/**
 * What the news search matches against: title, summary and the words of the HTML body, folded
 * (foldSearchText: lower-case, no accents, ñ kept) because SQLite cannot fold accents in a query. Stored in
 * `noticias.search_text` whenever a news item is written.
 */
export function newsSearchText({
  titulo,
  descripcion,
  texto,
}: {
  titulo: string;
  descripcion: string;
  texto: string;
}): string {
  const bodyText = texto
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      const code = lower.startsWith('#x')
        ? Number.parseInt(lower.slice(2), 16)
        : lower.startsWith('#')
          ? Number(lower.slice(1))
          : NaN;
      if (lower === 'ntilde') return 'ñ';
      if (Number.isNaN(code)) return ENTITIES[lower] ?? ACCENTED_LETTER.exec(name)?.[1] ?? entity;
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
  return foldSearchText(`${titulo} ${descripcion} ${bodyText}`).replace(/\s+/g, ' ').trim();
}
