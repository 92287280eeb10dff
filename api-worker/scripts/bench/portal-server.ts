/**
 * bench:api's portal (a): startNodeServer on a bench database, in a child process so that the
 * load generator does not share its event loop. `portal-server.ts <databaseUrl> <mediaDir>
 * [shellDir]`; the environment sets the rest (PUBLIC_CACHE_MB); prints `READY <url>`.
 */
import { startNodeServer } from '../../src/node/server.ts';

async function serve(databaseUrl: string, mediaDir: string, shellDir = mediaDir): Promise<void> {
  const server = await startNodeServer({
    port: 0,
    databaseUrl,
    mediaDir,
    shellDir,
    seed: false,
    // The media cleanup reads every row at start: a background cost, not a read's.
    orphanCleanup: false,
    quiet: true,
  });
  process.stdout.write(`READY ${server.url}\n`);
  process.once('SIGTERM', () => {
    void server.close().then(() => process.exit(0));
  });
}

serve(process.argv[2]!, process.argv[3]!, process.argv[4]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
