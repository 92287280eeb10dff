import { remotesManifestSchema } from '@portal/contracts';
import type { RemotesConfig } from '../config/config.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { jsonAnswer } from '../routing/responses.ts';

export const remotesRoute = declareRoute({
  method: 'get',
  path: '/remotes.json',
  access: 'public',
  summary: 'Dónde está el mf-manifest.json de cada sección',
  description:
    'El shell lo lee en cada carga (no-cache): una sección se publica o vuelve atrás sin reconstruir el shell.',
  responses: { 200: jsonAnswer(remotesManifestSchema, '`{ news, agenda, gallery, admin }`.') },
});

/** The shell reads this on every load, so a remote can be released without rebuilding the shell. */
export function createRemotesRoutes(remotes: RemotesConfig) {
  return declaredRoutes().add(remotesRoute, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(remotes);
  }).app;
}
