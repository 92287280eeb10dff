import type { RemotesManifest } from '@portal/contracts';

/** Where the shell loads each remote's Module Federation manifest from. */
export type RemotesConfig = RemotesManifest;

export interface AppConfig {
  remotes: RemotesConfig;
}

/** Environment variables as both runtimes see them (process.env, worker vars and secrets). */
export type EnvVars = Readonly<Record<string, unknown>>;

/** Each remote is served from its own origin locally, as if deployed by its own team. */
export const DEFAULT_REMOTES: RemotesConfig = {
  news: 'http://localhost:3001/mf-manifest.json',
  agenda: 'http://localhost:3002/mf-manifest.json',
  gallery: 'http://localhost:3003/mf-manifest.json',
  admin: 'http://localhost:3004/mf-manifest.json',
};

export const DEFAULT_ADMIN_PASSWORD = 'admin-portal';

export function readRemotesConfig(env: EnvVars, overrides: Partial<RemotesConfig> = {}): RemotesConfig {
  return {
    news: overrides.news ?? nonEmpty(env.REMOTE_NEWS_URL) ?? DEFAULT_REMOTES.news,
    agenda: overrides.agenda ?? nonEmpty(env.REMOTE_AGENDA_URL) ?? DEFAULT_REMOTES.agenda,
    gallery: overrides.gallery ?? nonEmpty(env.REMOTE_GALLERY_URL) ?? DEFAULT_REMOTES.gallery,
    admin: overrides.admin ?? nonEmpty(env.REMOTE_ADMIN_URL) ?? DEFAULT_REMOTES.admin,
  };
}

export function readAppConfig(env: EnvVars, overrides: { remotes?: Partial<RemotesConfig> } = {}): AppConfig {
  return { remotes: readRemotesConfig(env, overrides.remotes) };
}

/** A variable's value when it is set to something other than blanks. */
export function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
