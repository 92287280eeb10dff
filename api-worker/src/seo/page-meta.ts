import { EVENT_FLYER_SIZES, NEWS_COVER_SIZES, type Evento, type Noticia } from '@portal/contracts';
import { SITE_NAME, absoluteUrl, eventPath, htmlToText, newsPath, truncateText } from '../site/site.ts';
import type { PageMeta } from './render-shell-page.ts';

/** Link previews cut descriptions at about this length; search engines show less. */
const DESCRIPTION_LENGTH = 200;
/** Google reads a NewsArticle headline of at most 110 characters. */
const HEADLINE_LENGTH = 110;
/** Argentina keeps UTC−3 all year (no daylight saving time since 2009). */
const ARGENTINA_OFFSET = '-03:00';

function publisher(origin: string) {
  return {
    '@type': 'NewsMediaOrganization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: absoluteUrl(origin, '/favicon.svg') },
  };
}

/**
 * The cover in JSON-LD: its URL, or an ImageObject with its alt text (caption) and credit when
 * the item has them.
 */
function coverImage(url: string, alt: string | undefined, credit: string | undefined) {
  if (!alt && !credit) return url;
  return {
    '@type': 'ImageObject',
    url,
    contentUrl: url,
    ...(alt ? { caption: alt } : {}),
    ...(credit ? { creditText: credit, copyrightNotice: credit } : {}),
  };
}

/** `/noticia/:id`: an article, with NewsArticle data. */
export function newsPageMeta(noticia: Noticia, origin: string): PageMeta {
  const url = absoluteUrl(origin, newsPath(noticia._id, noticia.slug));
  // The newsroom's search and social fields when given (DESIGN §12), else the story's own.
  const image = absoluteUrl(origin, noticia.imagen_social || noticia.img_portada);
  const description = truncateText(
    noticia.seo_descripcion || noticia.descripcion || htmlToText(noticia.texto),
    DESCRIPTION_LENGTH,
  );
  const title = noticia.seo_titulo || noticia.titulo;
  return {
    title,
    description,
    url,
    image,
    ...(noticia.img_portada_alt && !noticia.imagen_social ? { imageAlt: noticia.img_portada_alt } : {}),
    type: 'article',
    preloadImage: { src: noticia.img_portada, sizes: NEWS_COVER_SIZES },
    publishedTime: noticia.created_at,
    section: noticia.provincia,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      headline: truncateText(title, HEADLINE_LENGTH),
      description,
      image: [
        coverImage(
          absoluteUrl(origin, noticia.img_portada),
          noticia.img_portada_alt,
          noticia.img_portada_credito,
        ),
        ...(noticia.imagen_social ? [image] : []),
      ],
      // Items are not versioned: an edit keeps created_at, the only date stored.
      datePublished: noticia.created_at,
      dateModified: noticia.created_at,
      articleSection: noticia.provincia,
      inLanguage: 'es-AR',
      author: noticia.editor ? [{ '@type': 'Person', name: noticia.editor }] : undefined,
      publisher: publisher(origin),
    },
  };
}

/**
 * `fecha` (`YYYY-MM-DD`) with the start time of `horario` when it begins with one ('21:00 hs',
 * '10:00 a 22:00 hs'), in Argentina's offset; the day alone otherwise.
 */
export function eventStartDate(fecha: string, horario: string): string {
  const time = /^\s*(\d{1,2})[:.](\d{2})/.exec(horario);
  if (!time) return fecha;
  const [hours, minutes] = [Number(time[1]), Number(time[2])];
  if (hours > 23 || minutes > 59) return fecha;
  return `${fecha}T${String(hours).padStart(2, '0')}:${time[2]}:00${ARGENTINA_OFFSET}`;
}

/** `/evento/:id`: a web page (Open Graph has no event type) with Event data. */
export function eventPageMeta(evento: Evento, origin: string): PageMeta {
  const url = absoluteUrl(origin, eventPath(evento._id, evento.slug));
  const image = absoluteUrl(origin, evento.flayer);
  const summary = [evento.fecha, evento.horario, evento.direccion, evento.provincia]
    .filter((part) => part.trim() !== '')
    .join(' · ');
  const description = truncateText(htmlToText(evento.texto) || summary, DESCRIPTION_LENGTH);
  return {
    title: evento.titulo,
    description,
    url,
    image,
    ...(evento.flayer_alt ? { imageAlt: evento.flayer_alt } : {}),
    type: 'website',
    preloadImage: { src: evento.flayer, sizes: EVENT_FLYER_SIZES },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: evento.titulo,
      description,
      url,
      image: [coverImage(image, evento.flayer_alt, evento.flayer_credito)],
      startDate: eventStartDate(evento.fecha, evento.horario),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: evento.direccion || evento.provincia,
        address: {
          '@type': 'PostalAddress',
          streetAddress: evento.direccion,
          addressRegion: evento.provincia,
          addressCountry: 'AR',
        },
      },
    },
  };
}
