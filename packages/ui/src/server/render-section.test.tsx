import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SECTION_FRAGMENT_TYPE,
  SECTION_RENDER_PATH,
  readSectionFragmentParts,
  type SectionFragment,
} from '@portal/contracts';
import { useApi, type ApiUrl } from '../api';
import { usePageTitle } from '../page-title';
import {
  answerRenderRequest,
  createSectionPartsRenderer,
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

/** A held API call: answered only when the test says, with the status and body it gives. */
interface HeldCall {
  answer(status: number, body: unknown): void;
}
const heldCalls = new Map<string, Deferred<HeldCall>>();

/** The call to `/api/retenida/<name>` once it has arrived (whenever the test asks). */
function heldCall(name: string): Promise<HeldCall> {
  const path = `/api/retenida/${name}`;
  if (!heldCalls.has(path)) heldCalls.set(path, deferred<HeldCall>());
  return heldCalls.get(path)!.promise;
}

// Promise.withResolvers is Node 22's; the repository runs on Node 20 too.
interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((ok) => (resolve = ok));
  return { promise, resolve };
}

beforeAll(async () => {
  api = createServer((req, res) => {
    if (req.url?.startsWith('/api/retenida/')) {
      if (!heldCalls.has(req.url)) heldCalls.set(req.url, deferred<HeldCall>());
      heldCalls.get(req.url)!.resolve({
        answer: (status, body) =>
          res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body)),
      });
      return;
    }
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
afterEach(() => {
  vi.restoreAllMocks();
  heldCalls.clear();
});

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

/** The render endpoint of a section with `pages`, asked for `module` at `path`. */
function askEndpoint(pages: Record<string, ServerPage>, module: string, path = '/', route = '/:x?') {
  const query = new URLSearchParams({ path, route, module, origin: 'http://portal.test' });
  return answerRenderRequest(
    new Request(`http://section.test/${SECTION_RENDER_PATH}?${query}`),
    createSectionPartsRenderer(pages),
    apiOrigin,
  );
}

const render = (status: number, module = 'Page', path = '/') =>
  askEndpoint({ Page: pageReading(status) }, module, path);

/** The endpoint's answer read as the portal reads it, both parts in one fragment. */
async function fragmentOf(response: Response): Promise<SectionFragment | undefined> {
  const { opening, body } = readSectionFragmentParts(response);
  const [first, second] = await Promise.all([opening, body]);
  return first && second && { html: second.html, ...first, answers: second.answers };
}

/** Whether `promise` is still pending after a while (the API's other answers have come by then). */
async function stillPending(promise: Promise<unknown>, ms = 150): Promise<boolean> {
  const pending = Symbol('pending');
  const timer = new Promise((resolve) => setTimeout(() => resolve(pending), ms));
  return (await Promise.race([promise, timer])) === pending;
}

const heldUrl = (name: string) => `/api/retenida/${name}` as ApiUrl<{ titulo: string }>;

describe('a section’s render endpoint', () => {
  it('renders the page with the answer that made it, handed over, with its status and head', async () => {
    const response = await render(200, 'Page', '/llueve?x=1');
    expect(response.status).toBe(200);
    const fragment = await fragmentOf(response);
    expect(fragment?.html).toContain('<h1>Llueve en Santiago</h1>');
    expect(fragment?.answers['/api/estado/200']).toEqual({ data: { titulo: 'Llueve en Santiago' } });
    expect(fragment?.status).toBe(200);
    // The title the page gave usePageTitle, and what its section's describe made of the page.
    expect(fragment?.head).toEqual({ title: 'Llueve en Santiago', description: 'Estado 200 en /llueve.' });
  });

  it('renders a 404 as the page says it (no encontrada), and says so in its status', async () => {
    const response = await render(404);
    expect(response.status).toBe(200);
    const fragment = (await fragmentOf(response))!;
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
      createSectionPartsRenderer({ Page: { Page } }),
      apiOrigin,
    );
    expect(Date.now() - started).toBeLessThan(300);
    // Past the time the second step would have been asked for: it never is.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(slowCalls).toEqual([{ path: '/api/paso/1', dropped: true }]);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('a section’s render endpoint, in two parts', () => {
  /**
   * An article-like page: its main answer (`/api/estado/200`) gives its title at once; a second
   * call (`/api/retenida/<second>`, a related list) is answered when the test says.
   */
  function pageWithSlowSecondCall(second: string): ServerPage {
    function Related() {
      const { data } = useApi(heldUrl(second));
      return <p>{data?.titulo}</p>;
    }
    return {
      Page() {
        const { data } = useApi(stateUrl(200));
        usePageTitle(data?.titulo);
        return (
          <>
            <h1>{data?.titulo}</h1>
            <Related />
          </>
        );
      },
      describe: (page) => ({
        status: statusOfAnswer(page.answer(stateUrl(200))),
        head: { title: page.title, description: 'Un artículo.' },
      }),
    };
  }

  it('answers two lines of JSON, the opening and then the body', async () => {
    const response = await render(200, 'Page', '/llueve');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(SECTION_FRAGMENT_TYPE);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const lines = (await response.text()).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(JSON.parse(lines[0]!)).toEqual({
      status: 200,
      head: { title: 'Llueve en Santiago', description: 'Estado 200 en /llueve.' },
    });
    expect(JSON.parse(lines[1]!)).toEqual({
      html: '<h1>Llueve en Santiago</h1>',
      answers: { '/api/estado/200': { data: { titulo: 'Llueve en Santiago' } } },
    });
  });

  it('sends the opening as soon as its answers have come, before a slower call has answered', async () => {
    const response = await askEndpoint({ Page: pageWithSlowSecondCall('relacionadas') }, 'Page');
    const { opening, body } = readSectionFragmentParts(response);
    expect(await opening).toEqual({
      status: 200,
      head: { title: 'Llueve en Santiago', description: 'Un artículo.' },
    });
    // The slow call has been asked for and is still waiting for the test: the body cannot have come.
    const related = await heldCall('relacionadas');
    expect(await stillPending(body)).toBe(true);
    related.answer(200, { titulo: 'Otras noticias' });
    expect(await body).toEqual({
      html: '<h1>Llueve en Santiago</h1><p>Otras noticias</p>',
      answers: {
        '/api/estado/200': { data: { titulo: 'Llueve en Santiago' } },
        '/api/retenida/relacionadas': { data: { titulo: 'Otras noticias' } },
      },
    });
  });

  it('waits for an answer its describe reads: a list page past its end is a 404, never an early 200', async () => {
    const listUrl = heldUrl('lista') as unknown as ApiUrl<{ docs: { titulo: string }[]; page: number }>;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pages: Record<string, ServerPage> = {
      Page: {
        // Its title is known before its list (the province's name), and a side call answers first.
        Page() {
          usePageTitle('Noticias de Salta');
          const side = useApi(stateUrl(200));
          const { data } = useApi(listUrl);
          return (
            <>
              <h1>{side.data?.titulo}</h1>
              <p>{data?.docs.length} noticias</p>
            </>
          );
        },
        describe: (page) => ({
          status: statusOfAnswer(page.answer(listUrl)),
          head: { title: page.title, description: 'Una lista.' },
        }),
      },
    };
    const response = askEndpoint(pages, 'Page');
    const list = await heldCall('lista');
    expect(await stillPending(response)).toBe(true);
    list.answer(200, { docs: [], page: 3 });
    const { opening } = readSectionFragmentParts(await response);
    expect(await opening).toEqual({
      status: 404,
      head: { title: 'Noticias de Salta', description: 'Una lista.' },
    });
    expect(logged).not.toHaveBeenCalled();
  });

  it('waits as well for a describe that catches the missing answer itself', async () => {
    const describe: ServerPage['describe'] = (page) => {
      let status: 200 | 404 = 200;
      try {
        status = statusOfAnswer(page.answer(heldUrl('tragada'))) === 404 ? 404 : 200;
      } catch {
        // A describe should not do this; the early opening must not take its guess.
      }
      return { status, head: { title: page.title, description: 'Una página.' } };
    };
    const response = askEndpoint(
      {
        Page: {
          Page() {
            usePageTitle('Una página');
            const { data } = useApi(heldUrl('tragada'));
            return <p>{data?.titulo}</p>;
          },
          describe,
        },
      },
      'Page',
    );
    const call = await heldCall('tragada');
    expect(await stillPending(response)).toBe(true);
    call.answer(404, { msg: 'No existe.' });
    expect(await readSectionFragmentParts(await response).opening).toMatchObject({ status: 404 });
  });

  it('gives the opening at allReady to a page that records no title', async () => {
    function Related() {
      const { data } = useApi(heldUrl('sin-titulo'));
      return <p>{data?.titulo}</p>;
    }
    const response = askEndpoint(
      {
        Page: {
          Page() {
            const { data } = useApi(stateUrl(200));
            return (
              <>
                <h1>{data?.titulo}</h1>
                <Related />
              </>
            );
          },
        },
      },
      'Page',
    );
    const related = await heldCall('sin-titulo');
    expect(await stillPending(response)).toBe(true);
    related.answer(200, { titulo: 'Otras' });
    expect(await readSectionFragmentParts(await response).opening).toMatchObject({ status: 200 });
  });

  it('sends a failed line when the render fails after its opening, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await askEndpoint({ Page: pageWithSlowSecondCall('rota') }, 'Page');
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    expect(JSON.parse(first.value!)).toMatchObject({ status: 200 });
    (await heldCall('rota')).answer(500, { msg: 'Se cayó.' });
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += chunk.value;
    expect(rest).toBe(`${JSON.stringify({ failed: '/api/retenida/rota: 500' })}\n`);
    expect(logged).toHaveBeenCalledWith('No se pudo renderizar /:', expect.any(Error));
    // The portal's reader gets no body from it.
    const again = await askEndpoint({ Page: pageWithSlowSecondCall('rota-2') }, 'Page');
    const parts = readSectionFragmentParts(again);
    (await heldCall('rota-2')).answer(502, {});
    expect(await parts.opening).toMatchObject({ status: 200 });
    expect(await parts.body).toBeUndefined();
  });

  it('logs an early opening that differs from the one made at allReady, and keeps the early one', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Late() {
      // A second title, recorded after the first one opened the page: the describe saw the first.
      const { data } = useApi(heldUrl('tardia'));
      usePageTitle(data?.titulo);
      return <p>{data?.titulo}</p>;
    }
    const response = await askEndpoint(
      {
        Page: {
          Page() {
            usePageTitle('Primero');
            return <Late />;
          },
          describe: (page) => ({ status: 200, head: { title: page.title, description: 'x' } }),
        },
      },
      'Page',
    );
    const { opening, body } = readSectionFragmentParts(response);
    (await heldCall('tardia')).answer(200, { titulo: 'Después' });
    expect(await opening).toEqual({ status: 200, head: { title: 'Primero', description: 'x' } });
    expect(await body).toMatchObject({ html: '<p>Después</p>' });
    expect(logged).toHaveBeenCalledWith('La apertura de / cambió al terminar el render:', {
      early: { status: 200, head: { title: 'Primero', description: 'x' } },
      described: { status: 200, head: { title: 'Después', description: 'x' } },
    });
  });

  it('still gives the whole fragment in one object, its answers by URL', async () => {
    // The held call is answered first: the answers come in the other order than by URL.
    function Main() {
      const { data } = useApi(stateUrl(200));
      usePageTitle(data?.titulo);
      return <h1>{data?.titulo}</h1>;
    }
    const renderSection = createSectionRenderer({
      Page: {
        Page() {
          const { data } = useApi(heldUrl('entera'));
          return (
            <>
              <Main />
              <p>{data?.titulo}</p>
            </>
          );
        },
        describe: (page) => ({ status: 200, head: { title: page.title, description: 'Entera.' } }),
      },
    });
    const fragment = renderSection(
      { origin: 'http://portal.test', path: '/entera', route: '/entera', module: 'Page' },
      { apiOrigin },
    );
    (await heldCall('entera')).answer(200, { titulo: 'Otras' });
    const whole = await fragment;
    expect(whole).toEqual({
      html: '<h1>Llueve en Santiago</h1><p>Otras</p>',
      status: 200,
      head: { title: 'Llueve en Santiago', description: 'Entera.' },
      answers: {
        '/api/estado/200': { data: { titulo: 'Llueve en Santiago' } },
        '/api/retenida/entera': { data: { titulo: 'Otras' } },
      },
    });
    expect(Object.keys(whole!)).toEqual(['html', 'status', 'head', 'answers']);
    expect(Object.keys(whole!.answers)).toEqual(['/api/estado/200', '/api/retenida/entera']);
    expect(
      await renderSection(
        { origin: 'http://portal.test', path: '/', route: '/', module: 'Otra' },
        { apiOrigin },
      ),
    ).toBeUndefined();
  });
});
