import type { RemoteName } from '@portal/contracts';
import { serverHmacKey } from '../auth/device-cookie.ts';
import type { AppDatabase } from '../db/database.ts';
import { recordReleaseFailure } from './releases.commands.ts';

/**
 * Counts a candidate release's failed server render (failed, slow or unreachable: DESIGN §10) as
 * a failure of kind `render` of that release, once per visitor and hour like the browsers'
 * reports, so that a candidate that cannot render shows in Secciones before it is made active.
 */
export function createRenderFailureRecorder(db: AppDatabase) {
  let key: Promise<CryptoKey> | undefined;
  return async (remote: RemoteName, release: string, visitor: number | undefined): Promise<void> => {
    // The key the browsers' reports are hashed with (releases.routes.ts): one count per visitor.
    key ??= serverHmacKey(db, 'fallos-visitantes').catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    await recordReleaseFailure(
      db,
      { remote, release, kind: 'render' },
      {
        visitor: visitor === undefined ? undefined : String(visitor),
        // The portal reports for its visitor: the per-address cap, which guards against scripts
        // in browsers, must not bind here, so each visitor is its own "address".
        address: `render:${visitor ?? 'sin-numero'}`,
        key: await key,
      },
    );
  };
}
