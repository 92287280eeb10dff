import os from 'node:os';
import path from 'node:path';

/**
 * The e2e portal runs on its own ports and database so it never collides with a `pnpm start`
 * a developer has open, and so it proves that remotes' origins come from configuration.
 */
export const E2E_PORT = 8180;
export const E2E_REMOTE_PORTS = { news: 3101, agenda: 3102, gallery: 3103, admin: 3104 };
export const E2E_DATA_DIR = path.join(os.tmpdir(), 'portal-e2e');
export const E2E_DATABASE_URL = `file:${path.join(E2E_DATA_DIR, 'portal.db')}`;
export const E2E_MEDIA_DIR = path.join(E2E_DATA_DIR, 'media');
