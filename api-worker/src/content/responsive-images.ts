/**
 * The public body of a news item or an event with its pictures responsive: each image uploaded
 * to this site (`/media/…`, inserted from the editor's 'Imagen') gets the `srcset` of its 400,
 * 800 and 1600 px copies and the article's `sizes` (both bodies span the article's column), as
 * covers do, and loads lazily. Added when the item is answered, not stored: the stored body stays
 * what the sanitizer wrote, and a copy made later (or never: the media route answers the
 * original) needs no rewrite.
 */
import { NEWS_COVER_SIZES, imageSrcSet } from '@portal/contracts';

// The sanitizer writes every attribute in double quotes and escapes `>` inside values.
const MEDIA_IMAGE = /<img\b([^>]*?)\ssrc="(\/media\/[^"]+)"([^>]*)>/gi;

export function withResponsiveImages(html: string): string {
  if (!html.includes('<img')) return html;
  return html.replace(MEDIA_IMAGE, (tag, before: string, src: string, after: string) => {
    const srcSet = imageSrcSet(src);
    if (!srcSet) return tag;
    return `<img${before} src="${src}" srcset="${srcSet}" sizes="${NEWS_COVER_SIZES}" loading="lazy" decoding="async"${after}>`;
  });
}
