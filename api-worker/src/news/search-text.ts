import { foldText } from '@portal/contracts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

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
      if (Number.isNaN(code)) return ENTITIES[lower] ?? entity;
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
  return foldText(`${titulo} ${descripcion} ${bodyText}`).replace(/\s+/g, ' ').trim();
}
