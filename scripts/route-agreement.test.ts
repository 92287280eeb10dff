/**
 * The public routes are written once, in @portal/contracts (DESIGN §10 "One document route"), and
 * every deployable that needs them agrees: the shell's router has each route, each section exposes
 * each of its pages and renders each on its server, and none has a page the list does not name.
 * The sections' exposes and server pages are also type-checked against the list (`pnpm
 * typecheck`); this test reads what each deployable really has.
 */
import { describe, expect, it } from 'vitest';
import {
  ADMIN_SECTION,
  HOME_BELOW_SECTIONS,
  PUBLIC_ROUTES,
  type RemoteName,
} from '../packages/contracts/src/index.ts';
import { publicRoutes as shellRoutes } from '../shell/src/app/routes.ts';
import { exposes as newsExposes } from '../mf-news/src/exposes.ts';
import { exposes as agendaExposes } from '../mf-agenda/src/exposes.ts';
import { exposes as galleryExposes } from '../mf-gallery/src/exposes.ts';
import { exposes as adminExposes } from '../mf-admin/src/exposes.ts';

interface Deployables {
  /** The routes the shell's router draws. */
  shellRoutes: readonly { path: string; remote: string; module: string }[];
  /** Each section's Module Federation exposes (`./Module`). */
  exposes: Record<RemoteName, readonly string[]>;
  /** The pages each section's server renderer renders. */
  serverPages: Partial<Record<RemoteName, readonly string[]>>;
}

/** What one deployable lacks or has too many of, against the route list; empty when all agree. */
function disagreements({ shellRoutes, exposes, serverPages }: Deployables): string[] {
  const found: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    const drawn = shellRoutes.find((shell) => shell.path === route.path);
    if (drawn?.remote !== route.remote || drawn.module !== route.module)
      found.push(`the shell has no route ${route.path} to ${route.remote}/${route.module}`);
    if (!exposes[route.remote].includes(`./${route.module}`))
      found.push(`${route.remote} does not expose ${route.module} (${route.path})`);
    if (!serverPages[route.remote]?.includes(route.module))
      found.push(`${route.remote}'s server does not render ${route.module} (${route.path})`);
  }
  for (const shell of shellRoutes) {
    if (!PUBLIC_ROUTES.some((route) => route.path === shell.path))
      found.push(`the shell has a route ${shell.path} the list does not name`);
  }
  const browserOnly = [...HOME_BELOW_SECTIONS, ADMIN_SECTION];
  for (const [remote, modules] of Object.entries(exposes) as [RemoteName, readonly string[]][]) {
    for (const exposed of modules) {
      const module = exposed.replace(/^\.\//, '');
      const known = [...PUBLIC_ROUTES, ...browserOnly].some(
        (entry) => entry.remote === remote && entry.module === module,
      );
      if (!known) found.push(`${remote} exposes ${module}, which no route or section names`);
    }
  }
  for (const [remote, pages] of Object.entries(serverPages) as [RemoteName, readonly string[]][]) {
    for (const module of pages) {
      if (!PUBLIC_ROUTES.some((route) => route.remote === remote && route.module === module))
        found.push(`${remote}'s server renders ${module}, which no route names`);
    }
  }
  return found;
}

/** What the deployables have today: their route table, exposes and server renderers. */
async function deployables(): Promise<Deployables> {
  const servers = await Promise.all([
    import('../mf-news/src/server.ts'),
    import('../mf-agenda/src/server.ts'),
    import('../mf-gallery/src/server.ts'),
  ]);
  return {
    shellRoutes,
    exposes: {
      news: Object.keys(newsExposes),
      agenda: Object.keys(agendaExposes),
      gallery: Object.keys(galleryExposes),
      admin: Object.keys(adminExposes),
    },
    serverPages: Object.fromEntries(servers.map(({ default: server }) => [server.remote, server.pages])),
  };
}

describe('the public routes and the deployables', () => {
  it('agree: every route has a shell route, an exposed module and a server page, and nothing more', async () => {
    expect(disagreements(await deployables())).toEqual([]);
  }, 60_000);

  it('disagree when one of them loses a page', async () => {
    const today = await deployables();
    const without = <T>(list: readonly T[], unwanted: T) => list.filter((item) => item !== unwanted);
    expect(
      disagreements({ ...today, shellRoutes: today.shellRoutes.filter((r) => r.path !== '/album/:id') }),
    ).toEqual(['the shell has no route /album/:id to gallery/AlbumDetailPage']);
    expect(
      disagreements({
        ...today,
        exposes: { ...today.exposes, agenda: without(today.exposes.agenda, './EventDetailPage') },
      }),
    ).toEqual(['agenda does not expose EventDetailPage (/evento/:id/:slug?)']);
    expect(
      disagreements({
        ...today,
        serverPages: { ...today.serverPages, news: without(today.serverPages.news!, 'NewsSearchPage') },
      }),
    ).toEqual(["news's server does not render NewsSearchPage (/noticias/b/:busq/:limit/:page)"]);
    expect(
      disagreements({
        ...today,
        exposes: { ...today.exposes, gallery: [...today.exposes.gallery, './Otra'] },
      }),
    ).toEqual(['gallery exposes Otra, which no route or section names']);
  }, 60_000);
});
