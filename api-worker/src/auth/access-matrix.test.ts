/**
 * The authorization matrix: every declared staff route with no session (401), a session that
 * lacks what the rule asks (403) and one that has just that (through; 2xx for the routes that
 * have a sample request below).
 */
import { PRIVILEGES, REMOTE_NAMES, type Privilege } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { bannerImages, remoteReleases } from '../db/schema.ts';
import { DEFAULT_REMOTES } from '../config/config.ts';
import { seedRegistry } from '../releases/releases.commands.ts';
import {
  insertAlbums,
  insertBanners,
  insertEvents,
  insertNews,
  insertTrashedNews,
  insertPublis,
} from '../../test-support/content-fixtures.ts';
import {
  adCreateBody,
  albumCreateBody,
  eventCreateBody,
  newsCreateBody,
} from '../../test-support/staff-request-bodies.ts';
import { declaredAppRoutes } from '../../test-support/declared-routes.ts';
import { allows, type AccessRule } from './access-rules.ts';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../http/messages.ts';
import {
  createStaffTestApp,
  insertStaffUser,
  jsonCall,
  sessionCookieFor,
} from '../../test-support/staff-access.ts';

type TestApp = Awaited<ReturnType<typeof createStaffTestApp>>;

/** A staff member: the session cookie of a user holding exactly `privilegios`. */
interface Member {
  id: string;
  cookie: string;
}

let t: TestApp;
let sequence = 0;

async function member(privilegios: readonly Privilege[]): Promise<Member> {
  const user = await insertStaffUser(t.db, { username: `staff${++sequence}`, privilegios: [...privilegios] });
  return { id: user._id, cookie: await sessionCookieFor(t.db, user._id) };
}

const allBut = (excluded: readonly Privilege[]) => PRIVILEGES.filter((p) => !excluded.includes(p));

/** What a call needs beyond the session: the user it is about, and a body that a handler accepts. */
interface CallSample {
  target?: (db: AppDatabase, caller: Member) => Promise<string>;
  body?: (target: string) => unknown;
  /** A multipart body instead of JSON. */
  form?: () => FormData;
}

const someoneElse = async (db: AppDatabase) =>
  (await insertStaffUser(db, { username: `otro${++sequence}`, privilegios: ['agenda'] }))._id;

/**
 * Requests that a handler answers 2xx, for the routes that have one. Rows without a sample get
 * `:id` = a fresh id and a `{}` body: they must only get past the middleware (a missing handler
 * answers 404; a handler may refuse the empty body with 400).
 */
const SAMPLES: Record<string, CallSample> = {
  'GET /api/session': {},
  'GET /api/usuarios': {},
  'GET /api/redaccion/usuarios/:limit/:page': {},
  'GET /api/redaccion/noticias/:limit/:page': {},
  'GET /api/redaccion/albums/:limit/:page': {},
  'GET /api/redaccion/eventos/:limit/:page': {},
  'GET /api/redaccion/publis/:limit/:page': {},
  'GET /api/usuario/:id': { target: someoneElse },
  'POST /api/createuser': {
    body: () => ({
      nombre: 'Nueva',
      apellido: 'Persona',
      email: 'nueva@portal-noticias.example',
      username: `nueva${++sequence}`,
      foto: '',
      contraseña: 'clave-de-prueba',
      privilegios: ['galeria'],
    }),
  },
  'PUT /api/usuario': { target: someoneElse, body: (id) => ({ id, nombre: 'Cambiado' }) },
  'DELETE /api/usuario/:id': { target: someoneElse },

  'POST /api/crearnoticia': { body: newsCreateBody },
  'PUT /api/noticia': { target: aDraft, body: (id) => ({ id, titulo: 'Cambiado' }) },
  // A writer without `edicion` trashes drafts (a published item needs it: DESIGN §11).
  'DELETE /api/noticia/:id': { target: aDraft },
  'GET /api/redaccion/revision/:limit/:page': {},
  'POST /api/noticia/:id/revision': { target: aDraft, body: () => ({ nota: 'Lista.' }) },
  'POST /api/noticia/:id/devolver': { target: aNewsInReview, body: () => ({ nota: 'Falta la fuente.' }) },
  'GET /api/noticia/:id/notas': { target: aNews },
  'POST /api/noticia/:id/presencia': { target: aNews },
  'DELETE /api/noticia/:id/presencia': { target: aNews },
  'GET /api/redaccion/presencia': {},
  'GET /api/papelera/:limit/:page': {},
  'POST /api/papelera/:id/restaurar': { target: aTrashedNews },
  'DELETE /api/papelera/:id': { target: aTrashedNews },

  'POST /api/crearalbum': { body: albumCreateBody },
  'PUT /api/album': { target: anAlbum, body: (id) => ({ id, nombre: 'Cambiado' }) },
  'DELETE /api/album/:id': { target: anAlbum },

  'POST /api/evento': { body: eventCreateBody },
  'PUT /api/evento': { target: anEvent, body: (id) => ({ id, titulo: 'Cambiado' }) },
  'DELETE /api/evento/:id': { target: anEvent },

  'GET /api/publi/:id': { target: anAd },
  'POST /api/publi': { body: adCreateBody },
  'PUT /api/publi': { target: anAd, body: (id) => ({ id, nombre_cliente: 'Otro' }) },
  'DELETE /api/publi/:id': { target: anAd },

  'GET /api/banners/': {},
  'PUT /api/edit-banners/:id': {
    target: aBanner,
    body: () => ({ tipo: 'bannerMobile', image_url: '/media/banners/otro.jpg' }),
  },
  'PUT /api/edit-link/:id': { target: aBanner, body: () => ({ link_evento: '/evento/abc' }) },
  'DELETE /api/image': { target: aBankImage, body: (id) => ({ id }) },
  'GET /api/secciones': {},
  'PUT /api/secciones/:remote': { target: anAgendaRelease, body: (id) => ({ candidata: id }) },
  'POST /api/upload-image': {
    form: () => {
      const form = new FormData();
      form.append('folder', 'noticias');
      form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])]), 'foto.jpg');
      return form;
    },
  },
};

async function aNews(db: AppDatabase) {
  return (await insertNews(db, { _id: newObjectId() }))[0]!._id;
}
/** A writer without `edicion` edits drafts (a published item needs it: DESIGN §11). */
async function aDraft(db: AppDatabase) {
  return (await insertNews(db, { _id: newObjectId(), estado: 'borrador' }))[0]!._id;
}
async function aNewsInReview(db: AppDatabase) {
  return (await insertNews(db, { _id: newObjectId(), estado: 'revision' }))[0]!._id;
}
async function aTrashedNews(db: AppDatabase) {
  return (await insertTrashedNews(db, { _id: newObjectId() }))._id;
}
async function anAlbum(db: AppDatabase) {
  return (await insertAlbums(db, { _id: newObjectId() }))[0]!._id;
}
async function anEvent(db: AppDatabase) {
  return (await insertEvents(db, { _id: newObjectId() }))[0]!._id;
}
async function anAd(db: AppDatabase) {
  return (await insertPublis(db, { _id: newObjectId() }))[0]!._id;
}
async function aBanner(db: AppDatabase) {
  return (await insertBanners(db, { _id: newObjectId() }))[0]!._id;
}
async function anAgendaRelease(db: AppDatabase) {
  await seedRegistry(db, DEFAULT_REMOTES, REMOTE_NAMES);
  const _id = newObjectId();
  await db.insert(remoteReleases).values({
    _id,
    remote: 'agenda',
    url: `https://agenda.example/${_id}/mf-manifest.json`,
    etiqueta: 'prueba',
    creada_por: 'prueba',
    created_at: '2026-01-01T00:00:00.000Z',
  });
  return _id;
}
async function aBankImage(db: AppDatabase) {
  const publicId = `banners/${newObjectId()}.jpg`;
  await db
    .insert(bannerImages)
    .values({ public_id: publicId, url: `/media/${publicId}`, created_at: '2026-01-01T00:00:00.000Z' });
  return publicId;
}

const keyOf = (policy: Pick<RoutePolicy, 'method' | 'path'>) => `${policy.method} ${policy.path}`;

async function call(policy: RoutePolicy, caller: Member | undefined, target: string): Promise<Response> {
  const sample = SAMPLES[keyOf(policy)];
  // The staff lists ask for their first page of 10.
  const path = policy.path
    .replace(':id', target)
    .replace(':limit', '10')
    .replace(':page', '1')
    .replace(':remote', 'agenda');
  if (sample?.form) {
    const headers: Record<string, string> = caller ? { Cookie: caller.cookie } : {};
    return t.app.request(path, { method: policy.method, body: sample.form(), headers });
  }
  const unsafe = policy.method !== 'GET';
  const body = sample?.body ? sample.body(target) : unsafe ? { id: target } : undefined;
  return t.app.request(path, jsonCall(policy.method, body, { cookie: caller?.cookie }));
}

/** Who must be refused with 403. */
function lacking(rule: AccessRule): Privilege[][] {
  if (rule === 'staff') return [];
  if (rule === 'self-or-usuarios') return [allBut(['usuarios'])];
  if ('privilege' in rule) return [allBut([rule.privilege])];
  // allOf: holding all but one of them is not enough, whichever one is missing.
  if ('allOf' in rule) return rule.allOf.map((missing) => allBut([missing]));
  return [allBut(rule.anyOf)];
}

/** Who must get through: the least that satisfies the rule. */
function sufficient(rule: AccessRule): Privilege[][] {
  if (rule === 'staff') return [[]];
  if (rule === 'self-or-usuarios') return [['usuarios']];
  if ('privilege' in rule) return [[rule.privilege]];
  if ('allOf' in rule) return [[...rule.allOf]];
  return rule.anyOf.map((privilege) => [privilege]);
}

/** A staff route and its rule. */
interface RoutePolicy {
  method: string;
  path: string;
  rule: AccessRule;
}

const DECLARED = declaredAppRoutes();
/** Every staff route, with the access level it declares. */
const STAFF_ROUTES: RoutePolicy[] = DECLARED.flatMap(({ method, path, access }) =>
  access === 'public' ? [] : [{ method, path, rule: access }],
);
const PUBLIC_ROUTES = DECLARED.filter(({ access }) => access === 'public').map(keyOf);

beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

describe.each(STAFF_ROUTES.map((policy) => ({ ...policy, key: keyOf(policy) })))('$key', (policy) => {
  const targetFor = async (caller: Member) =>
    (await SAMPLES[policy.key]?.target?.(t.db, caller)) ?? newObjectId();

  it('answers 401 { msg } without a session', async () => {
    const response = await call(policy, undefined, newObjectId());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: UNAUTHENTICATED_MESSAGE });
  });

  // 'staff' rows have no such session: any logged-in user passes.
  if (policy.rule !== 'staff') {
    it('answers 403 { msg } to a session lacking the privilege', async () => {
      for (const privilegios of lacking(policy.rule)) {
        const caller = await member(privilegios);
        const response = await call(policy, caller, await targetFor(caller));
        expect(response.status, `privilegios [${privilegios.join(',')}]`).toBe(403);
        expect(await response.json()).toEqual({ msg: FORBIDDEN_MESSAGE });
      }
    });
  }

  it('lets a session with just the privilege through', async () => {
    for (const privilegios of sufficient(policy.rule)) {
      const caller = await member(privilegios);
      const response = await call(policy, caller, await targetFor(caller));
      const label = `privilegios [${privilegios.join(',')}] → ${response.status} ${await response.clone().text()}`;
      if (SAMPLES[policy.key]) expect(response.status, label).toBeGreaterThanOrEqual(200);
      if (SAMPLES[policy.key]) expect(response.status, label).toBeLessThan(300);
      expect([401, 403], label).not.toContain(response.status);
    }
  });

  if (policy.rule === 'self-or-usuarios') {
    it('lets a user without privileges through about themselves', async () => {
      const caller = await member([]);
      const response = await call(policy, caller, caller.id);
      expect(response.status).toBe(200);
    });
  }
});

describe('the declared access levels', () => {
  it('have one route per method and path', () => {
    const keys = DECLARED.map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('name a staff level on every unsafe /api/ route the app has, but login, logout, failure reports and beacons', () => {
    expect(PUBLIC_ROUTES.filter((key) => !key.startsWith('GET '))).toEqual([
      'POST /api/login',
      'POST /api/logout',
      // Visitors' browsers report a section release that failed to load (no personal data).
      'POST /api/secciones/fallos',
      // Page views and ads' events from visitors' browsers (DESIGN §14; no cookie, no personal data).
      'POST /api/lecturas',
      'POST /api/publis/eventos',
    ]);
    const normalize = (path: string) => path.replace(/\/+$/, '');
    const covered = new Set(STAFF_ROUTES.map((p) => `${p.method} ${normalize(p.path)}`));
    const unguarded = t.app.routes
      .filter(
        (route) =>
          route.path.startsWith('/api/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
      )
      .map((route) => `${route.method} ${normalize(route.path)}`)
      .filter((key) => !covered.has(key) && !PUBLIC_ROUTES.includes(key));
    expect(unguarded).toEqual([]);
  });

  it('guards both spellings of a path, with and without the trailing slash', async () => {
    for (const path of ['/api/banners/', '/api/banners', '/api/session/', '/api/usuarios/']) {
      expect((await t.app.request(path)).status, path).toBe(401);
    }
  });

  it('guards HEAD as GET', async () => {
    expect((await t.app.request('/api/usuarios', { method: 'HEAD' })).status).toBe(401);
  });

  it('reads privileges fresh on every call: one taken away counts at once', async () => {
    const caller = await member(['usuarios', 'noticias']);
    expect((await t.app.request('/api/usuarios', { headers: { Cookie: caller.cookie } })).status).toBe(200);
    const admin = await member(['usuarios']);
    const demote = await t.app.request(
      '/api/usuario',
      jsonCall('PUT', { id: caller.id, privilegios: ['noticias'] }, { cookie: admin.cookie }),
    );
    expect(demote.status).toBe(200);
    expect((await t.app.request('/api/usuarios', { headers: { Cookie: caller.cookie } })).status).toBe(403);
  });
});

describe('allows()', () => {
  const subject = (privilegios: Privilege[], targetUserId?: string) => ({
    userId: 'yo',
    privilegios,
    targetUserId,
  });

  it('decides each kind of rule', () => {
    expect(allows('staff', subject([]))).toBe(true);
    expect(allows({ privilege: 'noticias' }, subject(['noticias']))).toBe(true);
    expect(allows({ privilege: 'noticias' }, subject(['galeria']))).toBe(false);
    expect(allows({ anyOf: ['galeria', 'usuarios'] }, subject(['usuarios']))).toBe(true);
    expect(allows({ anyOf: ['galeria', 'usuarios'] }, subject(['agenda']))).toBe(false);
    expect(allows({ allOf: ['galeria', 'usuarios'] }, subject(['galeria', 'usuarios']))).toBe(true);
    expect(allows({ allOf: ['galeria', 'usuarios'] }, subject(['galeria', 'agenda', 'noticias']))).toBe(
      false,
    );
    expect(allows({ allOf: ['galeria', 'usuarios'] }, subject(['usuarios']))).toBe(false);
    expect(allows({ allOf: ['galeria', 'usuarios'] }, subject([]))).toBe(false);
    expect(allows('self-or-usuarios', subject([], 'yo'))).toBe(true);
    expect(allows('self-or-usuarios', subject([], 'otro'))).toBe(false);
    expect(allows('self-or-usuarios', subject([], undefined))).toBe(false);
    expect(allows('self-or-usuarios', subject(['usuarios'], 'otro'))).toBe(true);
  });
});
