import { remotesAnswerSchema } from '@portal/contracts';
import { getCookie } from 'hono/cookie';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { jsonAnswer } from '../routing/responses.ts';
import {
  parseVisitorNumber,
  randomVisitorNumber,
  VISITOR_COOKIE,
  visitorCookieHeader,
} from '../releases/visitor-number.ts';
import { needsVisitorNumber, remotesFor, type ReleaseRegistry } from '../releases/release-registry.ts';

export const remotesRoute = declareRoute({
  method: 'get',
  path: '/remotes.json',
  access: 'public',
  summary: 'Dónde está el mf-manifest.json de cada sección',
  description:
    'El shell lo lee en cada carga (no-cache): una sección se publica o vuelve atrás sin reconstruir el shell. ' +
    'Sale del registro de versiones (`/api/secciones`): a los visitantes dentro del porcentaje de una ' +
    'candidata les toca la candidata (la cookie `portal_visitante` guarda un número al azar, nada más), y ' +
    '`releases` dice qué versión es cada una y, si no es la activa, la activa para volver a ella si falla.',
  responses: {
    200: jsonAnswer(remotesAnswerSchema, '`{ news, agenda, gallery, admin, releases }`.'),
  },
});

/** The shell reads this on every load, so a remote can be released without rebuilding the shell. */
export function createRemotesRoutes(registry: ReleaseRegistry) {
  return declaredRoutes().add(remotesRoute, async (c) => {
    await registry.ensureSeeded();
    const state = await registry.state();
    let visitor: number | undefined;
    if (needsVisitorNumber(state)) {
      visitor = parseVisitorNumber(getCookie(c, VISITOR_COOKIE));
      if (visitor === undefined) {
        visitor = randomVisitorNumber();
        c.header('Set-Cookie', visitorCookieHeader(visitor, c.req.url), { append: true });
      }
    }
    c.header('Cache-Control', 'no-cache');
    // The answer depends on the visitor's number when a share is running.
    c.header('Vary', 'Cookie');
    return c.json(remotesFor(state, visitor));
  }).app;
}
