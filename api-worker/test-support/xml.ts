/** The tests read feeds and sitemaps with a real XML parser, as feed readers and crawlers do. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Values as written: a title such as '2026' must stay text, not become a number.
  parseTagValue: false,
  parseAttributeValue: false,
  // Numeric character references (`&#39;`) are XML; this parser decodes them only when asked.
  htmlEntities: true,
  isArray: (name) => ['item', 'url', 'sitemap'].includes(name),
});

/** The document parsed; it throws when the text is not well-formed XML. */
export function parseXml<T = Record<string, unknown>>(text: string): T {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`Not well-formed XML: ${JSON.stringify(valid.err)}`);
  return parser.parse(text) as T;
}

export interface ParsedRss {
  rss: {
    '@version': string;
    channel: {
      title: string;
      link: string;
      description: string;
      language: string;
      'atom:link': { '@href': string; '@rel': string; '@type': string };
      item?: {
        title: string;
        link: string;
        guid: { '#text': string; '@isPermaLink': string };
        pubDate: string;
        description: string;
        category: string;
        enclosure: { '@url': string; '@type': string; '@length': string };
      }[];
    };
  };
}

export interface ParsedUrlSet {
  urlset: {
    '@xmlns': string;
    url?: {
      loc: string;
      lastmod?: string;
      'news:news'?: {
        'news:publication': { 'news:name': string; 'news:language': string };
        'news:publication_date': string;
        'news:title': string;
      };
    }[];
  };
}

export interface ParsedSitemapIndex {
  sitemapindex: { '@xmlns': string; sitemap: { loc: string; lastmod?: string }[] };
}
