import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useApi, type ApiUrl } from '../api';
import { answerRenderRequest, createSectionRenderer } from './render-section';

// A section's render endpoint against a real API on a socket: what each answer of the API makes of
// the page's render (a fragment, a page of "no encontrada", or the browser's turn).

let api: Server;
let apiOrigin: string;

beforeAll(async () => {
  api = createServer((req, res) => {
    const status = Number(req.url?.split('/').at(-1));
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? { titulo: 'Llueve en Santiago' } : { msg: 'No existe.' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));
afterEach(() => vi.restoreAllMocks());

/** A page that reads `/api/estado/<status>` and shows its title or its error. */
function pageReading(status: number) {
  return function Page() {
    const { data, error } = useApi(`/api/estado/${status}` as ApiUrl<{ titulo: string }>);
    return <h1>{data?.titulo ?? error?.message}</h1>;
  };
}

async function render(status: number, module = 'Page') {
  const renderSection = createSectionRenderer({ Page: pageReading(status) });
  const query = new URLSearchParams({ path: '/', route: '/', module, origin: 'http://portal.test' });
  return answerRenderRequest(new Request(`http://section.test/_render?${query}`), renderSection, apiOrigin);
}

describe('a section’s render endpoint', () => {
  it('renders the page with the answer that made it, handed over', async () => {
    const response = await render(200);
    expect(response.status).toBe(200);
    const fragment = (await response.json()) as { html: string; answers: Record<string, unknown> };
    expect(fragment.html).toContain('<h1>Llueve en Santiago</h1>');
    expect(fragment.answers['/api/estado/200']).toEqual({ data: { titulo: 'Llueve en Santiago' } });
  });

  it('renders a 404 as the page says it (no encontrada)', async () => {
    const response = await render(404);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { html: string }).html).toContain('<h1>No existe.</h1>');
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
});
