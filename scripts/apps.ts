import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** The front-end deployables, each with the port its own origin uses locally (docs/architecture.md). */
export const frontEndApps = [
  { name: 'shell', port: undefined },
  { name: 'mf-news', port: 3001, remote: 'news' },
  { name: 'mf-agenda', port: 3002, remote: 'agenda' },
  { name: 'mf-gallery', port: 3003, remote: 'gallery' },
  { name: 'mf-admin', port: 3004, remote: 'admin' },
] as const;

export const remoteApps = frontEndApps.filter((app) => app.port !== undefined);
