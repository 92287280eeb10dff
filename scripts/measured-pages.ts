/** A page of the portal that `pnpm size` and `pnpm bench:web` visit on a first load. */
export interface MeasuredPage {
  /** The route as written in the issue (`/noticia/:id`). */
  label: string;
  /** The path actually visited. */
  path: string;
  /** Gzip budget for the JS of a first visit, in kB (1 kB = 1000 bytes); none when undefined. */
  budgetKb?: number;
}

/** The home, an article (news and event), the news list, the agenda, the albums and the back office. */
export async function measuredPages(portalUrl: string): Promise<MeasuredPage[]> {
  const news = await firstId<{ docs: { _id: string }[] }>(
    `${portalUrl}/api/noticias/1/1`,
    (page) => page.docs,
  );
  const event = await firstId<{ eventos: { docs: { _id: string }[] } }>(
    `${portalUrl}/api/eventos/1/1`,
    (answer) => answer.eventos.docs,
  );
  return [
    { label: '/', path: '/', budgetKb: 150 },
    // 130 kB until issue #32 moved the code's loader out of the document into /arranque.js (0.5 kB
    // gzip): the documents' CSP allows no inline script (docs/performance.md, "Web"). 131 until
    // issue #34's measurement: the read beacon (0.3 kB), the ads' servida/vista (0.5 kB) and, on the
    // article, 'Lo más leído' (0.3 kB); docs/performance.md, "Audience measurement". 134 until
    // issue #32 item 8: the loader counts the first view and its ads and shows the held pictures
    // before the code runs (0.8 → 1.6 kB gzip), and the code skips what it counted; measured as
    // a reader who touches the page gets it (docs/performance.md, "TBT"). 135.5 until the
    // builds' own exports got the shortest names and the history guard left the shared
    // @portal/ui (−0.6 kB): 0.5 kB over #32's 134, the loader's growth (docs/performance.md).
    // 134.2 since the federation runtime's logger came in short (−0.3 kB).
    { label: '/noticia/:id', path: `/noticia/${news}`, budgetKb: 134.5 },
    { label: '/evento/:id', path: `/evento/${event}`, budgetKb: 134.5 },
    { label: '/noticias/7/1', path: '/noticias/7/1' },
    { label: '/agenda/9/1', path: '/agenda/9/1' },
    { label: '/albums/9/1', path: '/albums/9/1' },
    // Logged out, the back office shows its login screen: measured as a visitor lands there.
    { label: '/admin', path: '/admin' },
  ];
}

async function firstId<T>(url: string, docs: (answer: T) => { _id: string }[]): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const first = docs((await response.json()) as T)[0];
  if (!first) throw new Error(`${url}: sin contenido de demostración`);
  return first._id;
}
