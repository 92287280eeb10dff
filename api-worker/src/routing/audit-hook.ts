/**
 * Where the audit log (audit/) hears of staff writes: every declared staff route with an unsafe
 * method gets this middleware from its declaration (declare-route.ts), which, after a successful
 * (2xx) answer, hands who did what to which item to the recorder the app put in the context.
 * Routing knows nothing of how rows are stored; the audit folder knows nothing of routes.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Usuario } from '@portal/contracts';

export interface AuditEntry {
  /** The username (for a refused login: the one tried). */
  usuario: string;
  accion: string;
  recurso: string;
  recurso_id: string;
  /** What the item was called, when the caller read it (a delete, before it); else read by the recorder. */
  titulo?: string;
}

export interface AuditRecorder {
  record(c: Context, entry: AuditEntry): Promise<void>;
  /** What the log calls an item now (its title, name…): read before a delete takes it away. */
  titleOf?(recurso: string, recursoId: string): Promise<string>;
}

/** What a declaration may say of its audit rows; by default derived from its method and path. */
export interface AuditDeclaration {
  recurso?: string;
  accion?: string;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The audit log's recorder (audit/), set for every request by the app. */
    audit?: AuditRecorder;
    /** A handler's more precise action for its row: publicar, programar, cambiar-privilegios… */
    auditAccion?: string;
    /** The item's id when neither the path, the body nor the answer names it. */
    auditRecursoId?: string;
  }
}

const DEFAULT_ACTIONS: Record<string, string> = { post: 'crear', put: 'editar', delete: 'borrar' };

/** The resource of a path's first segment after /api/. */
const RESOURCES: [RegExp, string][] = [
  [/^\/api\/(crearnoticia|noticia)\b/, 'noticia'],
  [/^\/api\/(crearalbum|album)\b/, 'album'],
  [/^\/api\/evento\b/, 'evento'],
  [/^\/api\/publi\b/, 'publicidad'],
  [/^\/api\/(createuser|usuario)\b/, 'usuario'],
  [/^\/api\/(edit-banners|edit-link)\b/, 'banner'],
  [/^\/api\/(image|upload-image)\b/, 'imagen'],
];

export function auditTargetOf(route: { method: string; path: string; audit?: AuditDeclaration }) {
  const recurso =
    route.audit?.recurso ?? RESOURCES.find(([pattern]) => pattern.test(route.path))?.[1] ?? route.path;
  const accion = route.audit?.accion ?? DEFAULT_ACTIONS[route.method] ?? route.method;
  return { recurso, accion };
}

/** The id of the item a call was about: its path's `:id`, the body's `id`, the answer's `id` or `public_id`. */
async function itemIdOf(c: Context): Promise<string> {
  if (c.var.auditRecursoId) return c.var.auditRecursoId;
  const fromPath = c.req.param('id');
  if (typeof fromPath === 'string') return fromPath;
  const body = (c.req.valid as (target: 'json') => unknown)('json') as { id?: unknown } | undefined;
  if (typeof body?.id === 'string') return body.id;
  if (!(c.res.headers.get('Content-Type') ?? '').includes('json')) return '';
  const answer = (await c.res
    .clone()
    .json()
    .catch(() => undefined)) as { id?: unknown; public_id?: unknown } | undefined;
  for (const value of [answer?.id, answer?.public_id]) if (typeof value === 'string') return value;
  return '';
}

/** The audit middleware of one staff write route. */
export function auditWrites(route: {
  method: string;
  path: string;
  audit?: AuditDeclaration;
}): MiddlewareHandler {
  const target = auditTargetOf(route);
  return async (c, next) => {
    // A delete's item is gone once the handler ran: what it was called is read before.
    const doomed = route.method === 'delete' ? c.req.param('id') : undefined;
    const titleBefore =
      typeof doomed === 'string' && c.var.audit?.titleOf
        ? await c.var.audit.titleOf(target.recurso, doomed).catch(() => '')
        : undefined;
    await next();
    const recorder = c.var.audit;
    if (!recorder || c.res.status < 200 || c.res.status >= 300) return;
    const user = (c.var as { user?: Usuario }).user;
    try {
      await recorder.record(c, {
        usuario: user?.username ?? '',
        accion: c.var.auditAccion ?? target.accion,
        recurso: target.recurso,
        recurso_id: await itemIdOf(c),
        titulo: titleBefore,
      });
    } catch (error) {
      // The write is done: its answer stands, the missing row is logged.
      console.error(`Audit row not written for ${route.method.toUpperCase()} ${route.path}:`, error);
    }
  };
}
