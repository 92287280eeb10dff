/**
 * Readers of the crawler pages for the tests, as a link preview reads them: the head, a meta
 * tag's decoded content, the JSON-LD.
 */

export function headOf(html: string): string {
  const end = html.search(/<\/head>|<body/i);
  return end === -1 ? html : html.slice(0, end);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

/** The decoded `content` of `<meta name|property="key">`; undefined when absent. */
export function metaContent(html: string, key: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b(?:\s+[^\s"'>/=]+(?:="[^"]*")?)*\s*\/?>/g)) {
    const name = /\s(?:name|property)="([^"]*)"/.exec(tag)?.[1];
    if (name === key) return decode(/\scontent="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  return undefined;
}

export function canonicalOf(html: string): string | undefined {
  const href = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
  return href === undefined ? undefined : decode(href);
}

export function titleOf(html: string): string | undefined {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return title === undefined ? undefined : decode(title);
}

/** The JSON-LD object of the page (exactly one script is expected). */
export function jsonLdOf(html: string): unknown {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  if (scripts.length !== 1) throw new Error(`${scripts.length} JSON-LD scripts`);
  return JSON.parse(scripts[0]![1]!);
}

/**
 * The RSS feeds a page's head names (`<link rel="alternate" type="application/rss+xml">`), in
 * order, as a feed reader finds them: any attribute order, quoted or not (a minified shell).
 */
export function feedsOf(html: string): { title: string | undefined; href: string | undefined }[] {
  const attribute = (tag: string, name: string) => {
    const match = new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s"'>]+))`, 'i').exec(tag);
    return match ? decode(match[1] ?? match[2]!) : undefined;
  };
  return [...headOf(html).matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter(
      (tag) => attribute(tag, 'rel') === 'alternate' && attribute(tag, 'type') === 'application/rss+xml',
    )
    .map((tag) => ({ title: attribute(tag, 'title'), href: attribute(tag, 'href') }));
}
