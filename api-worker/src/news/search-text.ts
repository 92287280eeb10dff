import { foldText } from '@portal/contracts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** `&Aacute;`, `&ntilde;`, `&uuml;`…: the letter without its accent is what the folded text keeps. */
const ACCENTED_LETTER = /^([a-z])(?:acute|grave|circ|tilde|uml|cedil|ring)$/i;

/**
 * What the news search matches against: title, summary and the words of the HTML body, folded
 * (lower-case, no accents) because SQLite cannot fold accents in a query. Stored in
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
      if (Number.isNaN(code)) return ENTITIES[lower] ?? ACCENTED_LETTER.exec(name)?.[1] ?? entity;
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
  return foldText(`${titulo} ${descripcion} ${bodyText}`).replace(/\s+/g, ' ').trim();
}
