import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { E2E_DATABASE_URL, E2E_MEDIA_DIR, E2E_REMOTE_PORTS } from '../support/environment';
import { repoRoot, startPortal } from '../support/processes';
import { buildAgenda, extraPorts, hashFolder, serveFolder, temporaryFolder } from '../support/remote-builds';

// Issue 9, items 1 and 3: a section is released alone, and remotes built apart share one React.

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The agenda list's heading, whose first words come from the AGENDA_TITLE build variable. */
const agendaHeading = (page: Page) =>
  page.locator('[data-remote-section="agenda"]').getByRole('heading', { level: 1 });

test('a new build of mf-agenda alone reaches a running portal on its next page load', async ({ page }) => {
  test.setTimeout(240_000);
  const ports = extraPorts(0);
  const release = temporaryFolder('mf-agenda-release');
  const shellDist = path.join(repoRoot, 'shell/dist');
  const shellBefore = hashFolder(shellDist);

  await buildAgenda(release.dir, { AGENDA_TITLE: 'Agenda edición 1' });
  const origin = await serveFolder(release.dir, ports.remote);
  const portal = await startPortal({
    port: ports.portal,
    databaseUrl: E2E_DATABASE_URL,
    mediaDir: E2E_MEDIA_DIR,
    remotePorts: { ...E2E_REMOTE_PORTS, agenda: ports.remote },
  });
  try {
    await page.goto(`${portal.url}/agenda/9/1`);
    await expect(agendaHeading(page)).toHaveText('Agenda edición 1: Próximos eventos');
    const shellHtml = await (await fetch(`${portal.url}/agenda/9/1`)).text();

    // The team releases: only mf-agenda is built again, into the folder its origin serves.
    await buildAgenda(release.dir, { AGENDA_TITLE: 'Agenda edición 2' });

    const manifest = page.waitForResponse((response) => response.url() === `${origin.url}/mf-manifest.json`);
    const chunks: { url: string; cacheControl: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(origin.url) && /\.[0-9a-f]{8}\.js$/.test(response.url())) {
        chunks.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
      }
    });
    await page.reload();
    await expect(agendaHeading(page)).toHaveText('Agenda edición 2: Próximos eventos');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The manifest is revalidated on every load; the chunks it names are cached for good.
    expect((await manifest).headers()['cache-control']).toBe('no-cache');
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(chunk.cacheControl, chunk.url).toBe(IMMUTABLE);
    const entry = await fetch(`${origin.url}/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');

    // Same shell: not one file of shell/dist changed, and the running portal serves the same page
    // (but for its bootstrap's nonce, each answer's own).
    expect(hashFolder(shellDist)).toEqual(shellBefore);
    const withoutNonce = (html: string) => html.replace(/<script nonce="[^"]+">/, '<script nonce="">');
    expect(withoutNonce(await (await fetch(`${portal.url}/agenda/9/1`)).text())).toBe(
      withoutNonce(shellHtml),
    );
  } finally {
    await portal.stop();
    await origin.stop();
    release.remove();
  }
});

test('a remote built against another patch version of React runs on the shell’s React', async ({ page }) => {
  test.setTimeout(180_000);
  const ports = extraPorts(1);
  const build = temporaryFolder('mf-agenda-patch');
  await buildAgenda(build.dir);
  // As if mf-agenda had been built with react 19.3.99: the version its remoteEntry provides (and
  // its manifest lists) changes; the range it requires is the platform's ^19.0.0.
  const provided = (file: string, from: RegExp, to: string) => {
    const text = readFileSync(path.join(build.dir, file), 'utf8');
    expect(text).toMatch(from);
    writeFileSync(path.join(build.dir, file), text.replace(from, to));
  };
  provided('remoteEntry.js', /name:"react",version:"19\.\d+\.\d+"/, 'name:"react",version:"19.3.99"');
  provided('mf-manifest.json', /("name": "react",\s*"version": )"19\.\d+\.\d+"/, '$1"19.3.99"');

  const origin = await serveFolder(build.dir, ports.remote);
  const portal = await startPortal({
    port: ports.portal,
    databaseUrl: E2E_DATABASE_URL,
    mediaDir: E2E_MEDIA_DIR,
    remotePorts: { ...E2E_REMOTE_PORTS, agenda: ports.remote },
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const fromRemote: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin.url)) fromRemote.push(request.url());
  });
  try {
    await page.goto(`${portal.url}/agenda/9/1`);
    // Hooks across the boundary work only if the section renders with the shell's React.
    await expect(agendaHeading(page)).toHaveText(/^Agenda: /);
    await expect(page.locator('[data-remote-section="agenda"] article').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(build.dir, 'mf-manifest.json'), 'utf8')) as Manifest;
    const ownReact = manifest.shared.find((shared) => shared.name === 'react')!.assets.js.sync;
    expect(fromRemote.filter((url) => ownReact.some((file) => url.endsWith(`/${file}`)))).toEqual([]);
  } finally {
    await portal.stop();
    await origin.stop();
    build.remove();
  }
});

interface Manifest {
  shared: {
    name: string;
    version: string;
    singleton: boolean;
    requiredVersion: string;
    assets: { js: { sync: string[] } };
  }[];
}

test('each remote declares the shared singletons in caret ranges the shell satisfies', () => {
  const installed = (name: string) =>
    (
      JSON.parse(readFileSync(path.join(repoRoot, 'shell/node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  for (const remote of ['mf-news', 'mf-agenda', 'mf-gallery', 'mf-admin']) {
    const manifest = JSON.parse(
      readFileSync(path.join(repoRoot, remote, 'dist/mf-manifest.json'), 'utf8'),
    ) as Manifest;
    const shared = new Map(manifest.shared.map((entry) => [entry.name, entry]));
    for (const name of ['react', 'react-router-dom']) {
      const entry = shared.get(name);
      expect(entry, `${remote} shares ${name}`).toBeDefined();
      expect(entry!.singleton, `${remote}: ${name} is a singleton`).toBe(true);
      expect(entry!.requiredVersion, `${remote}: ${name}`).toMatch(/^\^\d+\.\d+\.\d+$/);
      expect(satisfiesCaret(installed(name), entry!.requiredVersion), `${remote}: ${name}`).toBe(true);
    }
    // @portal/ui comes once per page, from whoever loaded it first (the shell). @portal/contracts
    // is bundled instead, tree-shaken to the zod-free rules each front end uses.
    expect(shared.get('@portal/ui')?.requiredVersion, `${remote} shares @portal/ui`).toMatch(
      /^\^\d+\.\d+\.\d+$/,
    );
    expect(shared.has('@portal/contracts'), `${remote} bundles @portal/contracts`).toBe(false);
  }
});

/** `version` satisfies `^x.y.z`: same major, and not lower. */
function satisfiesCaret(version: string, range: string): boolean {
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  const [wantMajor, wantMinor, wantPatch] = range.slice(1).split('.').map(Number) as [number, number, number];
  if (major !== wantMajor) return false;
  return minor > wantMinor || (minor === wantMinor && patch >= wantPatch);
}
