import path from 'node:path';
import { buildMissing } from './build-missing';
import { remoteApps, repoRoot } from './apps';
import { serveRemote, type StaticOrigin } from './serve-remote';

/**
 * `pnpm start` (Node API on libSQL file, the embedded default) and `pnpm dev:edge` (the same app
 * under wrangler dev): builds what is missing, then serves the portal and each remote's origin.
 */
async function main() {
  const edge = process.argv.includes('--edge');
  buildMissing();

  const servers: StaticOrigin[] = [];
  const portalPort = edge ? 8787 : Number(process.env.PORT ?? 8080);
  for (const app of remoteApps) {
    servers.push(
      await serveRemote({
        dir: path.join(repoRoot, app.name, 'dist'),
        port: app.port,
        // The sections render their pages with the portal's API (DESIGN §10).
        apiOrigin: `http://localhost:${portalPort}`,
      }),
    );
  }

  let portal: StaticOrigin;
  if (edge) {
    const { startEdge } = await import('../api-worker/scripts/dev-edge');
    portal = await startEdge({ port: portalPort });
  } else {
    const { startNodeServer } = await import('../api-worker/src/node/server');
    portal = await startNodeServer({ port: portalPort });
  }
  servers.push(portal);

  console.log(`
  Portal de noticias ${edge ? '(API en wrangler dev / workerd)' : '(API en Node, libSQL en data/portal.db)'}
    Portal:      ${portal.url}
    Back office: ${portal.url}/login
${remoteApps.map((app) => `    ${app.name.padEnd(11)} http://localhost:${app.port}/mf-manifest.json`).join('\n')}

  Cuentas de demostración:
    admin        / ${process.env.ADMIN_PASSWORD ?? 'admin-portal'}   (todos los privilegios)
    redactor     / demo-portal    (noticias, edicion)
    corresponsal / demo-portal    (noticias: envía a revisión)
    fotografo    / demo-portal    (galeria)

  Ctrl-C para detener.
`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled(servers.map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
