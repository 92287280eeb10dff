import {
  archiveReleaseRequestSchema,
  newReleaseRequestSchema,
  releaseParamSchema,
  newReleaseResponseSchema,
  releaseFailureReportSchema,
  remoteParamSchema,
  seccionesResponseSchema,
  updateSeccionRequestSchema,
  updateSeccionResponseSchema,
} from '@portal/contracts';
import { getCookie } from 'hono/cookie';
import { addressKey, type ClientAddressResolver } from '../auth/client-address.ts';
import { serverHmacKey } from '../auth/device-cookie.ts';
import { VISITOR_COOKIE, parseVisitorNumber } from './visitor-number.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { smallJsonBody } from '../http/json-body.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody, messageSchema } from '../routing/responses.ts';
import { createFailureReportLimit } from './failure-report-limit.ts';
import { checkReleaseManifest, type ManifestFetchOptions } from './release-manifest.ts';
import type { ReleaseRegistry } from './release-registry.ts';
import { addRelease, archiveRelease, recordReleaseFailure, updateSection } from './releases.commands.ts';
import { listSecciones } from './releases.queries.ts';

const SECCIONES = { privilege: 'secciones' } as const;

export const listSeccionesRoute = declareRoute({
  method: 'get',
  path: '/api/secciones',
  access: SECCIONES,
  summary: 'Cada sección con su versión activa, su candidata y porcentaje, y todas sus versiones',
  responses: {
    200: jsonAnswer(
      seccionesResponseSchema,
      '`{ secciones: [{ remote, activa, candidata, canary, releases }] }`.',
    ),
  },
});

export const addReleaseRoute = declareRoute({
  method: 'post',
  path: '/api/secciones/{remote}/releases',
  access: SECCIONES,
  audit: { recurso: 'seccion', accion: 'registrar-version' },
  summary: 'Registra una versión de una sección (el servidor lee su mf-manifest.json)',
  description:
    'Solo en el origen de una REMOTE_*_URL configurada o de REMOTE_ORIGINS (comprobado antes de leer ' +
    'nada, también tras cada redirección). El manifiesto debe responder en 3 s, ser JSON y ser el de ' +
    'esa sección; solo http y https, y en producción nunca una dirección privada.',
  bodyLimit: smallJsonBody,
  request: { params: remoteParamSchema, body: jsonBody(newReleaseRequestSchema) },
  responses: {
    201: jsonAnswer(newReleaseResponseSchema, 'Registrada (ni activa ni candidata todavía).'),
    422: errorResponse(
      'Origen no autorizado, o el manifiesto no se pudo leer, no es JSON o es de otra sección (nunca se dice qué respondió).',
    ),
  },
});

export const archiveReleaseRoute = declareRoute({
  method: 'put',
  path: '/api/secciones/{remote}/releases/{id}',
  access: SECCIONES,
  audit: { recurso: 'seccion' },
  summary: 'Archiva una versión (o la desarchiva)',
  description:
    'Una versión archivada no se ofrece a ningún visitante, no puede ser activa ni candidata y la ' +
    'pantalla la oculta salvo que se pida verlas.',
  bodyLimit: smallJsonBody,
  request: { params: releaseParamSchema, body: jsonBody(archiveReleaseRequestSchema) },
  responses: {
    200: jsonAnswer(updateSeccionResponseSchema, 'La sección como queda.'),
    400: errorResponse('Es la versión activa o la candidata.'),
    404: errorResponse('La versión no es de esta sección.'),
  },
});

export const updateSeccionRoute = declareRoute({
  method: 'put',
  path: '/api/secciones/{remote}',
  access: SECCIONES,
  audit: { recurso: 'seccion' },
  summary: 'Activa una versión (o vuelve a una anterior), fija o quita la candidata y su porcentaje',
  description: 'Rige desde la próxima carga de página, en ambos entornos, en menos de 5 s.',
  bodyLimit: smallJsonBody,
  request: { params: remoteParamSchema, body: jsonBody(updateSeccionRequestSchema) },
  responses: {
    200: jsonAnswer(updateSeccionResponseSchema, 'La sección como queda.'),
    404: errorResponse('La versión no es de esta sección.'),
  },
});

export const reportReleaseFailureRoute = declareRoute({
  method: 'post',
  path: '/api/secciones/fallos',
  access: 'public',
  summary: 'Un navegador avisa que una versión no cargó (manifest, entry o chunk)',
  description:
    'Sin datos personales: la sección, la versión y el tipo de falla. Cuenta visitantes distintos por ' +
    'versión y hora (la cookie portal_visitante o la dirección), a lo sumo 5 por dirección; limitado ' +
    'por dirección.',
  bodyLimit: smallJsonBody,
  request: { body: jsonBody(releaseFailureReportSchema) },
  responses: {
    202: jsonAnswer(messageSchema, 'Contada.'),
    404: errorResponse('La versión no es de esa sección.'),
    429: errorResponse('Demasiados avisos desde esta dirección.'),
  },
});

export const FAILURE_COUNTED_MESSAGE = 'Falla registrada.';
export const TOO_MANY_REPORTS_MESSAGE = 'Demasiados avisos de fallas; intentá más tarde.';

/** The release registry's calls (privilege secciones) and the browsers' failure reports (public). */
export function createReleasesRoutes({
  db,
  registry,
  manifestFetch,
  clientAddress,
}: {
  db: AppDatabase;
  registry: ReleaseRegistry;
  manifestFetch: Omit<ManifestFetchOptions, 'allowedOrigins'>;
  clientAddress: ClientAddressResolver;
}) {
  const failureLimit = createFailureReportLimit();
  let reportKey: Promise<CryptoKey> | undefined;
  const failureReportKey = () => {
    reportKey ??= serverHmacKey(db, 'fallos-visitantes').catch((error: unknown) => {
      reportKey = undefined;
      throw error;
    });
    return reportKey;
  };
  const fetchOptions = { ...manifestFetch, allowedOrigins: registry.allowedOrigins };
  const currentSection = async (remote: string) =>
    (await listSecciones(db, registry.configured)).find((section) => section.remote === remote)!;
  return declaredRoutes<StaffEnv>(db)
    .add(listSeccionesRoute, async (c) => {
      await registry.ensureSeeded();
      return c.json({ secciones: await listSecciones(db, registry.configured) });
    })
    .add(addReleaseRoute, async (c) => {
      const { remote } = c.req.valid('param');
      const request = c.req.valid('json');
      const check = await checkReleaseManifest(request.url, remote, fetchOptions);
      if (!check.ok) return c.json({ msg: check.msg }, 422);
      await registry.ensureSeeded();
      const row = await addRelease(db, remote, request, check.build, c.var.user.username);
      c.set('auditRecursoId', `${remote}/${row._id}`);
      const release = (await currentSection(remote)).releases.find(({ _id }) => _id === row._id)!;
      return c.json({ msg: 'Versión registrada.', release }, 201);
    })
    .add(updateSeccionRoute, async (c) => {
      const { remote } = c.req.valid('param');
      await registry.ensureSeeded();
      const result = await updateSection(db, remote, c.req.valid('json'), c.var.user.username);
      if (!result.ok) return c.json({ msg: result.msg }, result.status);
      // The audit row: activar (a rollback too), candidata, canary, as what changed.
      c.set('auditAccion', result.changes.join('+') || 'editar');
      c.set('auditRecursoId', remote);
      registry.invalidate();
      return c.json({ msg: 'Sección actualizada.', seccion: await currentSection(remote) });
    })
    .add(archiveReleaseRoute, async (c) => {
      const { remote, id } = c.req.valid('param');
      const { archivada } = c.req.valid('json');
      await registry.ensureSeeded();
      const result = await archiveRelease(db, remote, id, archivada);
      if (!result.ok) return c.json({ msg: result.msg }, result.status);
      c.set('auditAccion', archivada ? 'archivar' : 'desarchivar');
      c.set('auditRecursoId', `${remote}/${id}`);
      registry.invalidate();
      return c.json({
        msg: archivada ? 'Versión archivada.' : 'Versión desarchivada.',
        seccion: await currentSection(remote),
      });
    })
    .add(reportReleaseFailureRoute, async (c) => {
      const address = addressKey(clientAddress(c));
      if (!failureLimit.allow(address)) {
        return c.json({ msg: TOO_MANY_REPORTS_MESSAGE }, 429);
      }
      const visitor = parseVisitorNumber(getCookie(c, VISITOR_COOKIE));
      const counted = await recordReleaseFailure(db, c.req.valid('json'), {
        visitor: visitor === undefined ? undefined : String(visitor),
        address,
        key: await failureReportKey(),
      });
      if (!counted) return c.json({ msg: 'La versión no es de esa sección.' }, 404);
      return c.json({ msg: FAILURE_COUNTED_MESSAGE }, 202);
    }).app;
}
