/**
 * Hostile input against every API route (issue #10, item 1), with a session holding every
 * privilege: malformed JSON, wrong content types, bodies over the limit, missing, extra and
 * wrongly typed fields, path traversal, unicode, very long strings, SQL fragments, negative and
 * huge numbers, ids of other kinds. Every refusal must be a 4xx `{ msg }` in Spanish, nothing is
 * ever a 500, and a refused call leaves every table (and the media store) as it was.
 *
 * Each route's cases run in a few tests that collect every problem before failing, so that one
 * run shows all of them.
 */
import { isDeepStrictEqual } from 'node:util';
import { MAX_UPLOAD_BYTES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADDRESS_HEADER } from '../../test-support/staff-access.ts';
import { newObjectId } from '../db/ids.ts';
import { MAX_UPLOAD_REQUEST_BYTES } from '../media/upload.routes.ts';
import {
  ALL_API_ROUTES,
  BAD_PLACEMENTS,
  ROUTE_SPECS,
  SQL_FRAGMENTS,
  TRAVERSAL,
  UNICODE,
  createHostileTestApp,
  dumpContains,
  dumpTables,
  hostileParams,
  hostileQueryValues,
  hostileStrings,
  isSpanishMessage,
  normalizeRouteKey,
  revisionIdOf,
  withoutTables,
  wrongTypes,
  type Expectation,
  type ItemKind,
  type KnownIds,
  type RouteSpec,
  type TableDump,
} from '../../test-support/hostile-fixture.ts';

type TestApp = Awaited<ReturnType<typeof createHostileTestApp>>;
/** The app of the route under test: each route gets its own database, which stays small. */
let t: TestApp;

/** A fresh app for the tests of one describe block. */
function useFreshApp() {
  beforeAll(async () => {
    t = await createHostileTestApp();
  });
  afterAll(() => t.close());
}

// ---------------------------------------------------------------------------------------------
// Cases.

interface CallContext {
  target: string;
  ids: KnownIds;
  /** Unique per case. */
  n: number;
}

interface HostileCase {
  name: string;
  expect: Expectation;
  /** The exact status due (413 for bodies over the limit). */
  status?: number;
  request: (ctx: CallContext) => { path: string; init: RequestInit };
  /** A value that must be stored exactly as sent when the call succeeds. */
  storedVerbatim?: string;
  /** Values that must be stored nowhere, even when the call succeeds. */
  neverStored?: string[];
}

const ONE_MB = 1024 * 1024;
const SENTINEL = 'INYECTADO-por-el-cliente';
const SENTINEL_ID = 'eeeeeeeeeeeeeeeeeeeeeeee';
const SENTINEL_DATE = '1999-12-31T23:59:59.000Z';

/** Parameters a path gets when another one is under test. */
const DEFAULT_PARAMS: Record<string, (ctx: CallContext) => string> = {
  id: (ctx) => ctx.target,
  rev: (ctx) => revisionIdOf(ctx.target),
  limit: () => '10',
  page: () => '1',
  prov: () => 'Salta',
  slug: () => 'cultura',
  busq: () => 'noticia',
  remote: () => 'agenda',
  ventana: () => '24h',
  limite: () => '10',
};

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * The path with each parameter filled. Broken % escapes go in as they are; a lone surrogate,
 * which has no UTF-8, goes in as the invalid bytes a careless client would send.
 */
function fillPath(path: string, ctx: CallContext, override?: { name: string; value: string }) {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    if (override?.name !== name) return DEFAULT_PARAMS[name]!(ctx);
    if (/^%/.test(override.value)) return override.value;
    return encodeHostile(override.value);
  });
}

/** A value %-encoded for a URL, a lone surrogate as the invalid bytes a careless client sends. */
const encodeHostile = (value: string) =>
  value
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

const jsonInit = (method: string, text: string | undefined, contentType = 'application/json') => ({
  method,
  headers: { 'Content-Type': contentType },
  ...(text === undefined ? {} : { body: text }),
});

/** A streamed body of `size` bytes: no Content-Length, so only the streaming check can stop it. */
function streamOf(size: number, first = '{"x":"'): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(new TextEncoder().encode(first));
        sent += first.length;
        return;
      }
      if (sent >= size) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

const method = (key: string) => key.split(' ')[0]!;
const pathOf = (key: string) => key.slice(key.indexOf(' ') + 1);

/** Ids of the other kinds of item than the one the route is about. */
function foreignIds(about: ItemKind | undefined): { label: string; id: (ids: KnownIds) => string }[] {
  const kinds: ItemKind[] = ['news', 'event', 'album', 'ad', 'banner', 'user', 'bankImage'];
  return kinds
    .filter((kind) => kind !== about)
    .map((kind) => ({ label: `id of a ${kind}`, id: (ids) => ids[kind] }));
}

function paramCases(key: string, spec: RouteSpec): HostileCase[] {
  const verb = method(key);
  const path = pathOf(key);
  const bodyText = (ctx: CallContext) =>
    spec.body ? JSON.stringify(spec.body(ctx.target, ctx.n)) : undefined;
  const cases: HostileCase[] = [];
  for (const name of paramsOf(path)) {
    const values = hostileParams(name).map((value) => ({ ...value, fixed: () => String(value.value) }));
    const foreign =
      name === 'id' && spec.about
        ? foreignIds(spec.about).map(({ label, id }) => ({
            label,
            fixed: () => '',
            id,
            expect: 'reject' as const,
          }))
        : [];
    for (const value of [...values, ...foreign]) {
      cases.push({
        name: `:${name} = ${value.label}`,
        expect: value.expect,
        request: (ctx) => ({
          path: fillPath(path, ctx, { name, value: 'id' in value ? value.id(ctx.ids) : value.fixed() }),
          init: jsonInit(verb, bodyText(ctx)),
        }),
      });
    }
  }
  if (verb === 'GET') {
    cases.push({
      name: 'hostile query string',
      expect: 'any',
      request: (ctx) => ({
        path: `${fillPath(path, ctx)}?id=${encodeURIComponent("' OR 1=1 --")}&page=-1&limit=99999999999&__proto__[x]=1`,
        init: { method: 'GET' },
      }),
    });
  }
  for (const name of spec.query ?? []) {
    for (const value of hostileQueryValues(name)) {
      cases.push({
        name: `?${name}= ${value.label}`,
        expect: value.expect,
        request: (ctx) => ({
          path: `${fillPath(path, ctx)}?${name}=${encodeHostile(String(value.value))}`,
          init: { method: 'GET' },
        }),
      });
    }
    cases.push({
      name: `?${name} given twice`,
      expect: 'any',
      request: (ctx) => ({ path: `${fillPath(path, ctx)}?${name}=a&${name}=b`, init: { method: 'GET' } }),
    });
  }
  return cases;
}

const MALFORMED_JSON = [
  '{',
  '{"titulo": ',
  "{'titulo': 'x'}",
  '{"a": 1,}',
  'undefined',
  'NaN',
  '{"a": NaN}',
  '{"a": "\\u00"}',
  '\u0000',
  '',
  '[1, 2',
  '['.repeat(10_000),
];
const NOT_AN_OBJECT = ['[]', '"texto"', '42', '-1e999', 'null', 'true', '[{"titulo":"x"}]'];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'text/html',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/jsonp',
];

/** The body's shape: malformed, not an object, sent as something else than JSON. */
function bodyShapeCases(key: string, spec: RouteSpec): HostileCase[] {
  const verb = method(key);
  const at = (ctx: CallContext) => fillPath(pathOf(key), ctx);
  const valid = (ctx: CallContext) => JSON.stringify(spec.body!(ctx.target, ctx.n));
  return [
    ...MALFORMED_JSON.map((text, i) => ({
      name: `malformed JSON #${i + 1}`,
      expect: 'reject' as const,
      request: (ctx: CallContext) => ({ path: at(ctx), init: jsonInit(verb, text) }),
    })),
    ...NOT_AN_OBJECT.map((text) => ({
      name: `JSON that is no object: ${text}`,
      expect: 'reject' as const,
      request: (ctx: CallContext) => ({ path: at(ctx), init: jsonInit(verb, text) }),
    })),
    ...WRONG_CONTENT_TYPES.map((contentType) => ({
      name: `valid JSON sent as ${contentType}`,
      // A beacon's JSON comes as text/plain (navigator.sendBeacon of a string).
      expect: spec.beacon && /^text\/plain/.test(contentType) ? ('accept' as const) : ('reject' as const),
      request: (ctx: CallContext) => ({ path: at(ctx), init: jsonInit(verb, valid(ctx), contentType) }),
    })),
    {
      name: 'valid JSON without a content type',
      expect: 'reject',
      // Bytes, since a string body would get text/plain from fetch itself.
      request: (ctx) => ({
        path: at(ctx),
        init: { method: verb, body: new TextEncoder().encode(valid(ctx)) },
      }),
    },
    {
      name: 'a form instead of JSON',
      expect: 'reject',
      request: (ctx) => {
        const form = new FormData();
        for (const [field, value] of Object.entries(spec.body!(ctx.target, ctx.n)))
          form.append(field, String(value));
        return { path: at(ctx), init: { method: verb, body: form } };
      },
    },
    {
      name: 'no body at all',
      expect: 'reject',
      request: (ctx) => ({ path: at(ctx), init: jsonInit(verb, undefined) }),
    },
    {
      name: 'valid JSON with a charset (sanity: accepted)',
      expect: 'accept',
      request: (ctx) => ({
        path: at(ctx),
        init: jsonInit(verb, valid(ctx), 'application/json; charset=utf-8'),
      }),
    },
  ];
}

/** Bodies over 1 MB, declared and streamed: 413 on every unsafe route but the upload. */
function bodyLimitCases(key: string, spec: RouteSpec): HostileCase[] {
  const verb = method(key);
  const at = (ctx: CallContext) => fillPath(pathOf(key), ctx);
  const big = (ctx: CallContext) =>
    JSON.stringify({ ...(spec.body?.(ctx.target, ctx.n) ?? {}), relleno: 'x'.repeat(ONE_MB) });
  return [
    {
      name: 'JSON over 1 MB with its Content-Length',
      expect: 'reject',
      status: 413,
      request: (ctx) => ({ path: at(ctx), init: jsonInit(verb, big(ctx)) }),
    },
    {
      name: 'JSON over 1 MB, streamed without Content-Length',
      expect: 'reject',
      status: 413,
      request: (ctx) => ({
        path: at(ctx),
        init: {
          method: verb,
          headers: { 'Content-Type': 'application/json' },
          body: streamOf(ONE_MB + 1),
          duplex: 'half',
        } as RequestInit,
      }),
    },
  ];
}

/** Each field: left out, of the wrong type, hostile strings; and fields the API never takes. */
function fieldCases(key: string, spec: RouteSpec): HostileCase[] {
  const verb = method(key);
  const at = (ctx: CallContext) => fillPath(pathOf(key), ctx);
  const send = (body: (ctx: CallContext) => unknown) => (ctx: CallContext) => ({
    path: at(ctx),
    init: jsonInit(verb, JSON.stringify(body(ctx))),
  });
  const cases: HostileCase[] = [];
  const fields = Object.entries(spec.fields ?? {});
  const hasRequired = fields.some(([, field]) => field.required);

  cases.push({ name: 'empty object', expect: hasRequired ? 'reject' : 'any', request: send(() => ({})) });
  cases.push({
    name: 'fields the API never takes from a client',
    expect: 'accept',
    neverStored: [SENTINEL, SENTINEL_ID, SENTINEL_DATE],
    request: (ctx) => {
      const extras = {
        _id: SENTINEL_ID,
        created_at: SENTINEL_DATE,
        editor: SENTINEL,
        fotoEditor: SENTINEL,
        search_text: SENTINEL,
        password_hash: SENTINEL,
        rowid: 999_999,
        isAdmin: true,
      };
      // __proto__ and constructor written as JSON text: an object literal would not carry them.
      const text = JSON.stringify({ ...spec.body!(ctx.target, ctx.n), ...extras }).replace(
        /^\{/,
        `{"__proto__":{"polluted":"${SENTINEL}"},"constructor":{"prototype":{"polluted":"${SENTINEL}"}},`,
      );
      return { path: at(ctx), init: jsonInit(verb, text) };
    },
  });

  for (const [name, field] of fields) {
    const replaced = (value: unknown) => (ctx: CallContext) => ({
      ...spec.body!(ctx.target, ctx.n),
      [name]: value,
    });
    if (field.nullable) {
      cases.push({ name: `${name} = null (none)`, expect: 'accept', request: send(replaced(null)) });
    }
    cases.push({
      name: `${name} left out`,
      expect: field.required ? 'reject' : 'any',
      request: send((ctx) => {
        const body = { ...spec.body!(ctx.target, ctx.n) };
        delete body[name];
        return body;
      }),
    });
    for (const value of wrongTypes(field.kind).filter((value) => !(field.nullable && value.value === null))) {
      cases.push({
        name: `${name} = ${value.label}`,
        expect: value.expect,
        request: send(replaced(value.value)),
      });
    }
    for (const value of hostileStrings(field.kind)) {
      cases.push({
        name: `${name} = ${value.label}`,
        expect: value.expect,
        ...(value.storedVerbatim ? { storedVerbatim: String(value.value) } : {}),
        request: send(replaced(value.value)),
      });
    }
    if (field.kind === 'id' || field.kind === 'image-key') {
      for (const { label, id } of foreignIds(spec.about)) {
        cases.push({
          name: `${name} = ${label}`,
          expect: 'reject',
          request: send((ctx) => ({ ...spec.body!(ctx.target, ctx.n), [name]: id(ctx.ids) })),
        });
      }
    }
    if (field.kind === 'placement') {
      BAD_PLACEMENTS.forEach((value, i) =>
        cases.push({
          name: `${name} = bad placement #${i + 1}`,
          expect: 'reject',
          request: send(replaced(value)),
        }),
      );
    }
    if (field.kind === 'photos' || field.kind === 'privileges') {
      const items =
        field.kind === 'photos'
          ? [...TRAVERSAL, ...UNICODE, ...SQL_FRAGMENTS]
          : ['root', "' OR 1=1", 'ADMIN'];
      items.forEach((item, i) =>
        cases.push({
          name: `${name} = [hostile item #${i + 1}]`,
          expect: 'reject',
          request: send(replaced([item])),
        }),
      );
      if (field.kind === 'photos') {
        cases.push({
          name: `${name} = 31 photos`,
          expect: 'reject',
          request: send(replaced(Array.from({ length: 31 }, (_, i) => `/media/albums/${i}.jpg`))),
        });
      }
    }
  }
  return cases;
}

const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

function uploadForm(parts: Record<string, string | Blob>, fileName = 'foto.jpg'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value instanceof Blob) form.append(name, value, fileName);
    else form.append(name, value);
  }
  return form;
}

/** The multipart upload: what a file and a folder can be, and sizes past 10 MB. */
function uploadCases(key: string): HostileCase[] {
  const path = pathOf(key);
  const post =
    (body: BodyInit, headers: Record<string, string> = {}) =>
    () => ({
      path,
      init: { method: 'POST', body, headers },
    });
  const jpeg = new Blob([JPEG_BYTES], { type: 'image/jpeg' });
  const cases: HostileCase[] = [
    {
      name: 'JSON instead of a form',
      expect: 'reject',
      request: post('{"folder":"noticias"}', { 'Content-Type': 'application/json' }),
    },
    { name: 'no content type', expect: 'reject', request: post(JPEG_BYTES) },
    {
      name: 'multipart without boundary',
      expect: 'reject',
      request: post('xx', { 'Content-Type': 'multipart/form-data' }),
    },
    {
      name: 'garbage multipart',
      expect: 'reject',
      request: post('--x\r\nContent-Disposition: form-da', {
        'Content-Type': 'multipart/form-data; boundary=x',
      }),
    },
    { name: 'no file', expect: 'reject', request: post(uploadForm({ folder: 'noticias' })) },
    { name: 'no folder', expect: 'reject', request: post(uploadForm({ file: jpeg })) },
    {
      name: 'file is a text field',
      expect: 'reject',
      request: post(uploadForm({ folder: 'noticias', file: 'hola' })),
    },
    {
      name: 'file is text',
      expect: 'reject',
      request: post(
        uploadForm({ folder: 'noticias', file: new Blob(['hola mundo'], { type: 'image/jpeg' }) }),
      ),
    },
    {
      name: 'file is an SVG with a script',
      expect: 'reject',
      request: post(
        uploadForm(
          { folder: 'noticias', file: new Blob(['<svg onload="alert(1)"/>'], { type: 'image/svg+xml' }) },
          'a.svg',
        ),
      ),
    },
    {
      name: 'empty file',
      expect: 'reject',
      request: post(uploadForm({ folder: 'noticias', file: new Blob([], { type: 'image/jpeg' }) })),
    },
    ...[...TRAVERSAL, ...UNICODE, ...SQL_FRAGMENTS, 'x'.repeat(5000)].map((folder, i) => ({
      name: `folder = hostile #${i + 1}`,
      expect: 'reject' as const,
      request: post(uploadForm({ folder, file: jpeg })),
    })),
    {
      name: 'file name with traversal (the server names the file)',
      expect: 'accept',
      neverStored: ['passwd', '..'],
      request: post(uploadForm({ folder: 'noticias', file: jpeg }, '../../../etc/passwd.jpg')),
    },
  ];
  const overTen = new Uint8Array(MAX_UPLOAD_BYTES + 1);
  overTen.set(JPEG_BYTES);
  cases.push(
    {
      name: 'file over 10 MB',
      expect: 'reject',
      status: 413,
      request: post(uploadForm({ folder: 'noticias', file: new Blob([overTen], { type: 'image/jpeg' }) })),
    },
    {
      name: 'body of 11 MB',
      expect: 'reject',
      status: 413,
      request: post(
        uploadForm({
          folder: 'noticias',
          file: new Blob([new Uint8Array(11 * ONE_MB).fill(0xff)], { type: 'image/jpeg' }),
        }),
      ),
    },
    {
      // The request may carry the original and its copies; past that whole limit it is cut off.
      name: 'body over the upload request limit, streamed without Content-Length',
      expect: 'reject',
      status: 413,
      request: () => ({
        path,
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
          body: streamOf(MAX_UPLOAD_REQUEST_BYTES + ONE_MB, '--x\r\n'),
          duplex: 'half',
        } as RequestInit,
      }),
    },
  );
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Running a case.

let caseNumber = 0;

/** Sends one case; answers what is wrong with the answer, or nothing. */
/**
 * Sends one case about `target`; `tablesBefore` is the dump taken after the last write before
 * it. Answers what is wrong with the answer (nothing: []) and the dump after the call.
 */
async function run(
  key: string,
  spec: RouteSpec,
  hostile: HostileCase,
  target: string,
  tablesBefore: TableDump,
): Promise<{ problems: string[]; tablesAfter: TableDump }> {
  const n = ++caseNumber;
  const { path, init } = hostile.request({ target, ids: t.ids, n });
  const headers = new Headers(init.headers);
  headers.set('Cookie', t.cookie);
  // Each case is its own client address: the login limiter must not turn later cases into 429s.
  headers.set(TEST_ADDRESS_HEADER, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);

  const mediaBefore = await t.media.list('');
  const response = await t.app.request(path, { ...init, headers });
  const text = await response.text();
  const { status } = response;
  let msg: unknown;
  try {
    msg = (JSON.parse(text) as { msg?: unknown }).msg;
  } catch {
    msg = undefined;
  }

  const problems: string[] = [];
  const shown = `${status} ${text.slice(0, 160)}`;
  const tablesAfter = await dumpTables(t.db);
  if (status >= 500) problems.push(`server error: ${shown}`);
  else if (hostile.status !== undefined && status !== hostile.status)
    problems.push(`expected ${hostile.status}, got ${shown}`);
  else if (hostile.expect === 'reject' && status < 400) problems.push(`expected a 4xx, got ${shown}`);
  else if (hostile.expect === 'accept' && (status < 200 || status >= 300))
    problems.push(`expected a 2xx, got ${shown}`);

  if (status >= 400 && !isSpanishMessage(msg)) problems.push(`msg is not Spanish: ${shown}`);

  if (status >= 400) {
    const before = withoutTables(tablesBefore, spec.mayWrite);
    const after = withoutTables(tablesAfter, spec.mayWrite);
    const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
    if (changed.length > 0) problems.push(`refused (${status}) but changed ${changed.join(', ')}`);
    const mediaAfter = await t.media.list('');
    if (!isDeepStrictEqual(mediaBefore, mediaAfter))
      problems.push(`refused (${status}) but changed the media store`);
  }
  if (status < 300) {
    const mediaKeys = (await t.media.list('')).join('\n');
    for (const value of hostile.neverStored ?? []) {
      if (dumpContains(tablesAfter, value) || mediaKeys.includes(value)) {
        problems.push(`stored ${JSON.stringify(value)}, which a client may not set`);
      }
    }
    if (hostile.storedVerbatim !== undefined && !dumpContains(tablesAfter, hostile.storedVerbatim)) {
      problems.push(`accepted ${JSON.stringify(hostile.storedVerbatim)} but did not store it as sent`);
    }
  }
  if (({} as { polluted?: unknown }).polluted !== undefined) problems.push('Object.prototype was polluted');
  return { problems: problems.map((problem) => `${hostile.name}: ${problem}`), tablesAfter };
}

async function runAll(key: string, cases: HostileCase[], spec: RouteSpec = ROUTE_SPECS[key]!) {
  // Every case's item first: then each call's "after" dump is the next one's "before".
  const targets: string[] = [];
  for (const _ of cases) targets.push(spec.target ? await spec.target(t.db) : newObjectId());
  let tables = await dumpTables(t.db);
  const problems: string[] = [];
  for (const [i, hostile] of cases.entries()) {
    const result = await run(key, spec, hostile, targets[i]!, tables);
    problems.push(...result.problems);
    tables = result.tablesAfter;
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The suite.

describe('coverage', () => {
  useFreshApp();

  it('has a spec for every declared API route, and no other', () => {
    expect(ALL_API_ROUTES.filter((key) => !ROUTE_SPECS[key])).toEqual([]);
    expect(Object.keys(ROUTE_SPECS).filter((key) => !ALL_API_ROUTES.includes(key))).toEqual([]);
  });

  it('knows every /api/ route the app serves', () => {
    const known = new Set(ALL_API_ROUTES.map(normalizeRouteKey));
    const served = t.app.routes
      .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
      .map((route) => normalizeRouteKey(`${route.method} ${route.path}`));
    expect([...new Set(served)].filter((key) => !known.has(key))).toEqual([]);
  });
});

describe.each(ALL_API_ROUTES.map((key) => ({ key })))('$key', ({ key }) => {
  const spec = ROUTE_SPECS[key] ?? {};
  const unsafe = method(key) !== 'GET';
  useFreshApp();

  if (paramsOf(pathOf(key)).length > 0 || !unsafe) {
    it('refuses hostile path parameters with a Spanish 4xx and changes nothing', async () => {
      expect(await runAll(key, paramCases(key, spec))).toEqual([]);
    });
  }

  if (spec.body) {
    it('refuses malformed JSON, non-objects and other content types', async () => {
      expect(await runAll(key, bodyShapeCases(key, spec))).toEqual([]);
    });
    it('handles missing, extra, wrongly typed and hostile fields', async () => {
      expect(await runAll(key, fieldCases(key, spec))).toEqual([]);
    });
  }

  if (unsafe && !spec.multipart) {
    it('answers 413 to a body over 1 MB', async () => {
      expect(await runAll(key, bodyLimitCases(key, spec))).toEqual([]);
    });
  }

  if (spec.multipart) {
    it('refuses hostile uploads, and 413 past 10 MB', async () => {
      expect(await runAll(key, uploadCases(key))).toEqual([]);
    });
  }
});

describe('media and feeds (GET, outside /api/)', () => {
  useFreshApp();
  const rawPaths = [
    '/media/..%2F..%2Fetc%2Fpasswd',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/noticias/..%5C..%5Cwin.ini',
    '/media/noticias/%00.jpg',
    `/media/noticias/${'a'.repeat(5000)}.jpg`,
    "/media/'%20OR%201=1",
    '/media/%',
    '/media/%zz',
    '/media/noticias/%ED%A0%80.jpg',
    '/rss/..%2F..%2Fetc%2Fpasswd.xml',
    "/rss/'%20OR%201=1.xml",
    '/rss/%zz.xml',
    `/rss/${'a'.repeat(5000)}.xml`,
  ];

  it('refuses hostile paths with a Spanish 4xx', async () => {
    const cases: HostileCase[] = rawPaths.map((path) => ({
      name: path.slice(0, 60),
      expect: 'reject',
      request: () => ({ path, init: { method: 'GET' } }),
    }));
    expect(await runAll('GET (outside /api/)', cases, {})).toEqual([]);
  });
});
