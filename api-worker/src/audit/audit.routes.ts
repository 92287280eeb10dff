import { auditListQuerySchema, auditListResponseSchema, pageRequestSchema } from '@portal/contracts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { jsonAnswer } from '../routing/responses.ts';
import { listAudit } from './audit-log.ts';

export const listAuditRoute = declareRoute({
  method: 'get',
  path: '/api/auditoria/{limit}/{page}',
  access: { privilege: 'usuarios' },
  summary: 'El registro de actividad, lo más nuevo primero',
  description:
    'Cada escritura del personal, ingreso e ingreso rechazado: usuario, acción, recurso, id, hora y dirección. Ninguna llamada modifica ni borra filas.',
  request: { params: pageRequestSchema, query: auditListQuerySchema },
  responses: { 200: jsonAnswer(auditListResponseSchema, 'Una página bajo `auditoria`.') },
});

/** The audit log's one call: reading it. */
export function createAuditRoutes(db: AppDatabase) {
  return declaredRoutes<StaffEnv>(db).add(listAuditRoute, async (c) =>
    c.json({ auditoria: await listAudit(db, c.req.valid('query'), c.req.valid('param')) }),
  ).app;
}
