import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The e2e portal runs on its own ports and database so it never collides with a `pnpm start`
 * a developer has open, and so it proves that remotes' origins come from configuration.
 * `E2E_PORT` / `E2E_REMOTE_PORT` (first of four) let two runs share a machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
const remoteBase = Number(process.env.E2E_REMOTE_PORT ?? 3101);
export const E2E_REMOTE_PORTS = {
  news: remoteBase,
  agenda: remoteBase + 1,
  gallery: remoteBase + 2,
  admin: remoteBase + 3,
};
export const E2E_DATA_DIR = path.join(os.tmpdir(), `portal-e2e-${E2E_PORT}`);
export const E2E_DATABASE_URL = `file:${path.join(E2E_DATA_DIR, 'portal.db')}`;
export const E2E_MEDIA_DIR = path.join(E2E_DATA_DIR, 'media');

/**
 * Debian's Chromium and its flags: nothing may download a browser, nor call out, on these
 * machines. The journeys run in its headless shell (Debian's `chromium-headless-shell`, the same
 * Blink without the browser's own interface, which the full binary's headless mode still runs):
 * the same journeys take about half the CPU. `CHROMIUM_PATH` chooses another binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_LAUNCH = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
