/**
 * A public page's head (DESIGN §10 and §4): what a search engine, a link preview or a browser tab
 * sees of it. A section's render brings its page's head in its fragment (fragment-protocol.ts);
 * the portal writes it into the document. Zod-free: the sections' server renderers bundle it
 * (their browser code never imports it: head data is the server's).
 */
import type { Evento } from './events.ts';
import type { Noticia } from './news.ts';
import { EVENT_FLYER_SIZES, NEWS_COVER_SIZES } from './image-sizes.ts';
import { provinceDisplayName, type Province } from './provinces.ts';
import { foldText } from './text.ts';

/** The portal's name, as every document title ends. */
export const SITE_NAME = 'Santiago Noticias';
export const SITE_LOCALE = 'es_AR';
export const SITE_DESCRIPTION =
  'Noticias, agenda de eventos y galerías de fotos de Santiago del Estero y las provincias argentinas.';

/** The shell's page for a path no route takes (its title also names a missing list). */
export const NOT_FOUND_TITLE = 'Página no encontrada';
export const NOT_FOUND_DESCRIPTION = 'La dirección que busca no existe o fue movida.';

export interface PageHead {
  /** The page's own title ('Noticias de Salta'); none on the home. The document's adds the site's name. */
  title?: string;
  description: string;
  /** Absolute, on the configured site origin; none on a page that does not exist. */
  canonical?: string;
  /** 'noindex': kept out of search engines (a search, a page that does not exist). */
  robots?: 'noindex';
  /** Open Graph; the Twitter card repeats it (title, description, image). None on a missing page. */
  openGraph?: {
    type: 'website' | 'article';
    /** Absolute URL of the preview picture, and its alt text when one was given. */
    image?: string;
    imageAlt?: string;
    /** An article's ISO-8601 publication time and section (its province). */
    publishedTime?: string;
    section?: string;
  };
  /** schema.org data, written as one JSON-LD script. */
  jsonLd?: Record<string, unknown>;
  /**
   * The page's largest picture as its <img> asks for it (`src` and `sizes`), preloaded from the
   * head so that it downloads beside the scripts instead of after the page has rendered.
   */
  preloadImage?: { src: string; sizes: string };
  /**
   * The page's own RSS feeds (a province's, a category's, a tag's), after the site's feed, which
   * the portal names on every page (SITE_FEED). None on a page that does not exist.
   */
  feeds?: PageFeed[];
}

/**
 * An RSS feed as a page's head names it (`<link rel="alternate" type="application/rss+xml">`), and
 * as the feed names itself: its channel's title and its path. Root-relative: a feed reader finds it
 * on the address it read the page at.
 */
export interface PageFeed {
  title: string;
  href: string;
}

/** The site's feed, named by every document (the shell's index.html writes it too). */
export const SITE_FEED: PageFeed = { title: SITE_NAME, href: '/rss.xml' };

/** A province's feed: 'Santiago del Estero' → `/rss/santiago-del-estero.xml`. */
export const provinceFeed = (province: Province): PageFeed => ({
  title: `${SITE_NAME}: ${provinceDisplayName(province)}`,
  href: `/rss/${foldText(province).replace(/\s+/g, '-')}.xml`,
});

/** A category's feed, at its current slug. */
export const categoryFeed = ({ slug, nombre }: { slug: string; nombre: string }): PageFeed => ({
  title: `${SITE_NAME}: ${nombre}`,
  href: `/categoria/${slug}/rss.xml`,
});

/** The feed of the news that carry a tag, by its slug. */
export const tagFeed = (slug: string, nombre: string): PageFeed => ({
  title: `${SITE_NAME}: ${nombre}`,
  href: `/tema/${slug}/rss.xml`,
});

/** The document's title: 'Page | Santiago Noticias', or the site's name alone (usePageTitle too). */
export const documentTitle = (title: string | undefined) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/** A stored URL (`/media/…`, or already absolute) as an absolute URL on the site. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, `${origin}/`).href;
  } catch {
    return `${origin}/`;
  }
}

/** An item's canonical path (DESIGN §12): its id, then its slug when it has one. */
export const newsPath = (id: string, slug?: string) => (slug ? `/noticia/${id}/${slug}` : `/noticia/${id}`);
export const eventPath = (id: string, slug?: string) => (slug ? `/evento/${id}/${slug}` : `/evento/${id}`);
export const albumPath = (id: string) => `/album/${id}`;

/** Link previews cut descriptions at about this length; search engines show less. */
const DESCRIPTION_LENGTH = 200;
/** Google reads a NewsArticle headline of at most 110 characters. */
const HEADLINE_LENGTH = 110;
/** Argentina keeps UTC−3 all year (no daylight saving time since 2009). */
const ARGENTINA_OFFSET = '-03:00';

/**
 * The head of a page of the site (a list, an album, the collaborators): its title, description,
 * canonical URL on `origin` and its Open Graph card, with a picture when it has one.
 */
export function pageHead({
  origin,
  path,
  title,
  description,
  image,
  imageAlt,
}: {
  origin: string;
  /** The page's path (its canonical URL's). */
  path: string;
  title: string | undefined;
  description: string;
  image?: string | undefined;
  imageAlt?: string | undefined;
}): PageHead {
  return {
    ...(title ? { title } : {}),
    description: truncateText(description, DESCRIPTION_LENGTH),
    canonical: absoluteUrl(origin, path),
    openGraph: {
      type: 'website',
      ...(image ? { image: absoluteUrl(origin, image) } : {}),
      ...(image && imageAlt ? { imageAlt } : {}),
    },
  };
}

/** The head of a page that does not exist (or a list URL that names no list): never indexed. */
export const missingPageHead = (title = NOT_FOUND_TITLE, description = NOT_FOUND_DESCRIPTION): PageHead => ({
  title,
  description,
  robots: 'noindex',
});

function publisher(origin: string) {
  return {
    '@type': 'NewsMediaOrganization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: absoluteUrl(origin, '/favicon.svg') },
  };
}

/**
 * A picture in JSON-LD: its URL, or an ImageObject with its alt text (caption) and credit when
 * the item has them.
 */
function imageObject(url: string, alt: string | undefined, credit: string | undefined) {
  if (!alt && !credit) return url;
  return {
    '@type': 'ImageObject',
    url,
    contentUrl: url,
    ...(alt ? { caption: alt } : {}),
    ...(credit ? { creditText: credit, copyrightNotice: credit } : {}),
  };
}

/** The title a news item's page goes by: the newsroom's search title when given (DESIGN §12). */
export const newsTitle = (noticia: Pick<Noticia, 'titulo' | 'seo_titulo'>) =>
  noticia.seo_titulo || noticia.titulo;

/** `/noticia/:id`: an article, with NewsArticle data. */
export function newsArticleHead(noticia: Noticia, origin: string): PageHead {
  const url = absoluteUrl(origin, newsPath(noticia._id, noticia.slug));
  // The newsroom's search and social fields when given (DESIGN §12), else the story's own.
  const image = absoluteUrl(origin, noticia.imagen_social || noticia.img_portada);
  const description = truncateText(
    noticia.seo_descripcion || noticia.descripcion || htmlToText(noticia.texto),
    DESCRIPTION_LENGTH,
  );
  const title = newsTitle(noticia);
  return {
    title,
    description,
    canonical: url,
    openGraph: {
      type: 'article',
      image,
      ...(noticia.img_portada_alt && !noticia.imagen_social ? { imageAlt: noticia.img_portada_alt } : {}),
      publishedTime: noticia.created_at,
      section: noticia.provincia,
    },
    preloadImage: { src: noticia.img_portada, sizes: NEWS_COVER_SIZES },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      headline: truncateText(title, HEADLINE_LENGTH),
      description,
      image: [
        imageObject(
          absoluteUrl(origin, noticia.img_portada),
          noticia.img_portada_alt,
          noticia.img_portada_credito,
        ),
        ...(noticia.imagen_social ? [image] : []),
      ],
      datePublished: noticia.created_at,
      // The detail answer carries actualizado_en only for an edit after publication.
      dateModified: noticia.actualizado_en ?? noticia.created_at,
      // Its category (DESIGN §12); the province for the items filed under none.
      articleSection: noticia.categoria_nombre ?? noticia.provincia,
      ...(noticia.etiquetas?.length ? { keywords: noticia.etiquetas.join(', ') } : {}),
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
export function eventHead(evento: Evento, origin: string): PageHead {
  const url = absoluteUrl(origin, eventPath(evento._id, evento.slug));
  const image = absoluteUrl(origin, evento.flayer);
  const summary = [evento.fecha, evento.horario, evento.direccion, evento.provincia]
    .filter((part) => part.trim() !== '')
    .join(' · ');
  const description = truncateText(htmlToText(evento.texto) || summary, DESCRIPTION_LENGTH);
  return {
    title: evento.titulo,
    description,
    canonical: url,
    openGraph: { type: 'website', image, ...(evento.flayer_alt ? { imageAlt: evento.flayer_alt } : {}) },
    preloadImage: { src: evento.flayer, sizes: EVENT_FLYER_SIZES },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: evento.titulo,
      description,
      url,
      image: [imageObject(image, evento.flayer_alt, evento.flayer_credito)],
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

/**
 * Plain text from stored HTML (a sanitized `texto`): tags dropped, the common entities decoded,
 * whitespace collapsed. Only for descriptions, which are escaped again when written.
 */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      // Block elements and line breaks separate words; inline ones (<b>, <a>…) do not.
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => decodeEntity(entity, name))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|figure|figcaption|section|article|header|footer)\b[^>]*>/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
}

/** At most `max` characters, cut at a word boundary with an ellipsis when shortened. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
