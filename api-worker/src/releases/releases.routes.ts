import {
  newReleaseRequestSchema,
  newReleaseResponseSchema,
  releaseFailureReportSchema,
  remoteParamSchema,
  seccionesResponseSchema,
  updateSeccionRequestSchema,
  updateSeccionResponseSchema,
} from '@portal/contracts';
import { addressKey, type ClientAddressResolver } from '../auth/client-address.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { smallJsonBody } from '../http/json-body.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody, messageSchema } from '../routing/responses.ts';
import { createFailureReportLimit } from './failure-report-limit.ts';
import { checkReleaseManifest, type ManifestFetchOptions } from './release-manifest.ts';
import type { ReleaseRegistry } from './release-registry.ts';
import { addRelease, recordReleaseFailure, updateSection } from './releases.commands.ts';
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
    'El manifiesto debe responder en 3 s, ser JSON y ser el de esa sección; solo http y https, y en ' +
    'producción nunca una dirección privada (tampoco tras una redirección).',
  bodyLimit: smallJsonBody,
  request: { params: remoteParamSchema, body: jsonBody(newReleaseRequestSchema) },
  responses: {
    201: jsonAnswer(newReleaseResponseSchema, 'Registrada (ni activa ni candidata todavía).'),
    422: errorResponse('El manifiesto no se pudo leer, no es JSON o es de otra sección.'),
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
  description: 'Sin datos personales: la sección, la versión y el tipo de falla. Limitado por dirección.',
  bodyLimit: smallJsonBody,
  request: { body: jsonBody(releaseFailureReportSchema) },
  responses: {
    202: jsonAnswer(messageSchema, 'Contada.'),
    404: errorResponse('La versión no es de esa sección.'),
    429: errorResponse('Demasiados avisos desde esta dirección.'),
  },
});

export const FAILURE_COUNTED_MESSAGE = 'Falla registrada.';
export const TOO_MANY_REPORTS_MESSAGE = 'Demasiados avisos de fallas; intente más tarde.';

/** The release registry's calls (privilege secciones) and the browsers' failure reports (public). */
export function createReleasesRoutes({
  db,
  registry,
  manifestFetch,
  clientAddress,
}: {
  db: AppDatabase;
  registry: ReleaseRegistry;
  manifestFetch: ManifestFetchOptions;
  clientAddress: ClientAddressResolver;
}) {
  const failureLimit = createFailureReportLimit();
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
      const check = await checkReleaseManifest(request.url, remote, manifestFetch);
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
    .add(reportReleaseFailureRoute, async (c) => {
      if (!failureLimit.allow(addressKey(clientAddress(c)))) {
        return c.json({ msg: TOO_MANY_REPORTS_MESSAGE }, 429);
      }
      const counted = await recordReleaseFailure(db, c.req.valid('json'));
      if (!counted) return c.json({ msg: 'La versión no es de esa sección.' }, 404);
      return c.json({ msg: FAILURE_COUNTED_MESSAGE }, 202);
    }).app;
}
