import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECTION_RENDER_PATH, readSectionFragment, type SectionFragment } from '@portal/contracts';
import { useApi, type ApiUrl } from '../api';
import { usePageTitle } from '../page-title';
import {
  answerRenderRequest,
  createSectionRenderer,
  statusOfAnswer,
  type ServerPage,
} from './render-section';

// A section's render endpoint against a real API on a socket: what each answer of the API makes of
// the page's render (a fragment, a page of "no encontrada", or the browser's turn).

let api: Server;
let apiOrigin: string;

/** The API calls of the slow page that arrived, and which of them their caller dropped. */
const slowCalls: { path: string; dropped: boolean }[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    if (req.url?.startsWith('/api/paso/')) {
      // A slow API: each step answers after 300 ms (unless its caller went away first).
      const call = { path: req.url, dropped: false };
      slowCalls.push(call);
      const timer = setTimeout(() => res.writeHead(200).end(JSON.stringify({ titulo: req.url })), 300);
      res.once('close', () => {
        if (res.writableFinished) return;
        call.dropped = true;
        clearTimeout(timer);
      });
      return;
    }
    const status = Number(req.url?.split('/').at(-1));
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? { titulo: 'Llueve en Santiago' } : { msg: 'No existe.' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));
afterEach(() => vi.restoreAllMocks());

const stateUrl = (status: number) => `/api/estado/${status}` as ApiUrl<{ titulo: string }>;

/** A page that reads `/api/estado/<status>` and shows its title or its error; its status is that answer's. */
function pageReading(status: number): ServerPage {
  return {
    Page() {
      const { data, error } = useApi(stateUrl(status));
      usePageTitle(data?.titulo ?? error?.message);
      return <h1>{data?.titulo ?? error?.message}</h1>;
    },
    describe: (page) => ({
      status: statusOfAnswer(page.answer(stateUrl(status))),
      head: { title: page.title, description: `Estado ${status} en ${page.pathname}.` },
    }),
  };
}

async function render(status: number, module = 'Page', path = '/') {
  const renderSection = createSectionRenderer({ Page: pageReading(status) });
  const query = new URLSearchParams({ path, route: '/:x?', module, origin: 'http://portal.test' });
  return answerRenderRequest(
    new Request(`http://section.test/${SECTION_RENDER_PATH}?${query}`),
    renderSection,
    apiOrigin,
  );
}

describe('a section’s render endpoint', () => {
  it('renders the page with the answer that made it, handed over, with its status and head', async () => {
    const response = await render(200, 'Page', '/llueve?x=1');
    expect(response.status).toBe(200);
    const fragment = readSectionFragment(await response.json());
    expect(fragment?.html).toContain('<h1>Llueve en Santiago</h1>');
    expect(fragment?.answers['/api/estado/200']).toEqual({ data: { titulo: 'Llueve en Santiago' } });
    expect(fragment?.status).toBe(200);
    // The title the page gave usePageTitle, and what its section's describe made of the page.
    expect(fragment?.head).toEqual({ title: 'Llueve en Santiago', description: 'Estado 200 en /llueve.' });
  });

  it('renders a 404 as the page says it (no encontrada), and says so in its status', async () => {
    const response = await render(404);
    expect(response.status).toBe(200);
    const fragment = (await response.json()) as SectionFragment;
    expect(fragment.html).toContain('<h1>No existe.</h1>');
    expect(fragment.status).toBe(404);
    expect(fragment.head.title).toBe('No existe.');
  });

  it('gives a page without a describe of its own the head of a page of the site', async () => {
    const { Page } = pageReading(200);
    const renderSection = createSectionRenderer({ Page: { Page } });
    const fragment = await renderSection(
      { origin: 'https://portal.example', path: '/colaboradores', route: '/colaboradores', module: 'Page' },
      { apiOrigin },
    );
    expect(fragment?.status).toBe(200);
    expect(fragment?.head).toMatchObject({
      title: 'Llueve en Santiago',
      canonical: 'https://portal.example/colaboradores',
      openGraph: { type: 'website' },
    });
  });

  it.each([
    [undefined, 200],
    [{ error: { status: 404, msg: '' } }, 404],
    [{ error: { status: 400, msg: '' } }, 400],
    [{ data: { docs: [], page: 1, totalDocs: 0 } }, 200],
    [{ data: { docs: [], page: 3, totalDocs: 4 } }, 404],
    [{ data: { eventos: { docs: [], page: 2, totalDocs: 4 } } }, 404],
    [{ data: { noticia: [{ titulo: 'x' }] } }, 200],
  ] as const)('a main answer %j makes the page %i', (answer, status) => {
    expect(statusOfAnswer(answer)).toBe(status);
  });

  it('leaves a page that needs the reader’s session to the browser, with nothing logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const status of [401, 403]) expect((await render(status)).status).toBe(500);
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs a failing API answer, and the browser tries', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await render(500)).status).toBe(500);
    expect(logged).toHaveBeenCalledWith('No se pudo renderizar /:', expect.any(Error));
  });

  it('answers 404 for a module that is not one of the section’s pages, names of every object’s included', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const module of ['constructor', '__proto__', 'hasOwnProperty', 'toString', 'valueOf', 'Otra']) {
      const response = await render(200, module);
      expect(response.status, module).toBe(404);
      expect(await response.json()).toEqual({ msg: `No existe el módulo ${module}.` });
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it('stops the render and its API calls when its caller goes away, with nothing logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Second() {
      const { data } = useApi('/api/paso/2' as ApiUrl<{ titulo: string }>);
      return <p>{data?.titulo}</p>;
    }
    function Page() {
      const { data } = useApi('/api/paso/1' as ApiUrl<{ titulo: string }>);
      return data ? <Second /> : null;
    }
    const renderSection = createSectionRenderer({ Page: { Page } });
    const query = new URLSearchParams({
      path: '/',
      route: '/',
      module: 'Page',
      origin: 'http://portal.test',
    });
    const caller = AbortSignal.timeout(100);
    const started = Date.now();
    await answerRenderRequest(
      new Request(`http://section.test/${SECTION_RENDER_PATH}?${query}`, { signal: caller }),
      renderSection,
      apiOrigin,
    );
    expect(Date.now() - started).toBeLessThan(300);
    // Past the time the second step would have been asked for: it never is.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(slowCalls).toEqual([{ path: '/api/paso/1', dropped: true }]);
    expect(logged).not.toHaveBeenCalled();
  });
});
