import type { RemotesManifest } from '@portal/contracts';
import { parseNetwork } from '../auth/client-address.ts';
import { toHex } from '../db/ids.ts';

/** Where the shell loads each remote's Module Federation manifest from. */
export type RemotesConfig = RemotesManifest;

export interface AppConfig {
  remotes: RemotesConfig;
  /**
   * Origins besides the request's own that may send unsafe API calls (ALLOWED_ORIGINS,
   * comma-separated), e.g. the public https origin when a proxy in front of Node ends TLS.
   */
  allowedOrigins: string[];
  /**
   * The portal's public origin (SITE_URL, e.g. `https://santiagonoticias.com.ar`) for the
   * absolute URLs of pages, feeds and sitemaps. Required in production; in development the Node
   * entry uses its own listening origin (`http://localhost:<port>`), `wrangler dev` the SITE_URL
   * scripts/dev-edge.ts gives it. Only an app built without one (tests) uses each request's origin.
   */
  siteUrl?: string;
  /**
   * The weather service's URL with its key (WEATHER_URL), read by GET /api/clima on the server
   * only; unset, the call answers 503.
   */
  weatherUrl?: string;
  /**
   * Proxies whose `X-Forwarded-For` names the client (TRUSTED_PROXIES, comma-separated addresses
   * or CIDR networks, e.g. `127.0.0.1,10.0.0.0/8`): from any other peer the header is ignored
   * (auth/client-address.ts).
   */
  trustedProxies: string[];
  /**
   * Origins, besides those of REMOTE_*_URL, on which a section release may be registered
   * (REMOTE_ORIGINS, comma-separated). The registry fetches nothing on any other origin.
   */
  remoteOrigins: string[];
  /**
   * SESSION_SECRET: the key the login's device cookie is signed with is derived from it. Unset,
   * a random key kept in the database is used (auth/device-cookie.ts).
   */
  sessionSecret?: string;
  /**
   * Production (NODE_ENV=production on Node; the production bundle on Workers): the release
   * registry then never fetches a manifest from a private or local address.
   */
  production?: boolean;
  /**
   * How long a section may take to render a page on the server (SSR_BUDGET_MS, 250 ms by
   * default); past it the page goes out with that section rendered in the browser (DESIGN §10).
   */
  ssrBudgetMs: number;
  /**
   * Whether public pages are rendered on the server (DESIGN §10); SERVER_RENDERED_PAGES=off
   * answers every page with the shell's bare index.html, rendered in the browser.
   */
  serverRenderedPages: boolean;
  /**
   * How long a call to a database over the network may take (DB_BUDGET_MS, 1000 ms by default):
   * past it the database counts as away (DESIGN §13, outage/).
   */
  dbBudgetMs: number;
}

export const DEFAULT_SSR_BUDGET_MS = 250;
export const DEFAULT_DB_BUDGET_MS = 1_000;

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
/** The demo `redactor` and `fotografo` accounts' password in local development (README). */
export const DEMO_STAFF_PASSWORD = 'demo-portal';

/** A database on this machine: a file, memory, or the local Hrana server `wrangler dev` uses. */
export function isLocalDatabaseUrl(url: string): boolean {
  if (url.startsWith('file:') || url === ':memory:') return true;
  try {
    const { protocol, hostname } = new URL(url);
    return /^(https?|wss?|libsql):$/.test(protocol) && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  } catch {
    return false;
  }
}

/**
 * Local development: a database on this machine, without NODE_ENV=production. Only there do the
 * README's public demo passwords apply.
 */
export function isLocalDevelopment(
  databaseUrl: string,
  { production = false }: { production?: boolean } = {},
): boolean {
  return !production && isLocalDatabaseUrl(databaseUrl);
}

/**
 * The seeded `admin` account's password. The public default is only for local development: a
 * demo seeded into a remote (Turso) database, or with NODE_ENV=production, would otherwise open
 * the portal to anyone who read the README.
 */
export function seedAdminPassword(
  adminPassword: string | undefined,
  databaseUrl: string,
  { production = false }: { production?: boolean } = {},
): string {
  if (adminPassword !== undefined) return adminPassword;
  if (isLocalDevelopment(databaseUrl, { production })) return DEFAULT_ADMIN_PASSWORD;
  throw new Error(
    'ADMIN_PASSWORD no está definida: fuera del desarrollo local la carga de demostración no usa la ' +
      'contraseña pública por defecto. Defina ADMIN_PASSWORD, o desactive la demostración (SEED_DEMO=false) ' +
      'y cree el administrador con `pnpm admin:create`.',
  );
}

/**
 * The demo `redactor` and `fotografo` accounts' password: the public one of the README in local
 * development only; elsewhere a random one that nobody knows, so that those accounts (authors of
 * the demo content) open only once an administrator sets their password ('Editar usuario').
 */
export function seedDemoStaffPassword(
  databaseUrl: string,
  { production = false }: { production?: boolean } = {},
): string {
  if (isLocalDevelopment(databaseUrl, { production })) return DEMO_STAFF_PASSWORD;
  return toHex(crypto.getRandomValues(new Uint8Array(24)));
}

export function readRemotesConfig(env: EnvVars, overrides: Partial<RemotesConfig> = {}): RemotesConfig {
  return {
    news: overrides.news ?? nonEmpty(env.REMOTE_NEWS_URL) ?? DEFAULT_REMOTES.news,
    agenda: overrides.agenda ?? nonEmpty(env.REMOTE_AGENDA_URL) ?? DEFAULT_REMOTES.agenda,
    gallery: overrides.gallery ?? nonEmpty(env.REMOTE_GALLERY_URL) ?? DEFAULT_REMOTES.gallery,
    admin: overrides.admin ?? nonEmpty(env.REMOTE_ADMIN_URL) ?? DEFAULT_REMOTES.admin,
  };
}

/**
 * The configuration both entries run with; `production` is NODE_ENV=production unless the entry
 * knows better (the worker's production bundle). A production configuration without SITE_URL
 * stops the start, as a missing secret does: the site's address would otherwise come from each
 * request's Host header, which the client writes.
 */
export function readAppConfig(
  env: EnvVars,
  overrides: { remotes?: Partial<RemotesConfig>; production?: boolean } = {},
): AppConfig {
  const production = overrides.production ?? env.NODE_ENV === 'production';
  const siteUrl = readSiteUrl(env.SITE_URL);
  if (production && siteUrl === undefined) {
    throw new Error(
      'SITE_URL no está definida: en producción las URL absolutas (canónica, Open Graph, feeds) ' +
        'no pueden tomarse del encabezado Host de cada pedido. Defina SITE_URL (https://host[:puerto]).',
    );
  }
  return {
    remotes: readRemotesConfig(env, overrides.remotes),
    allowedOrigins: readAllowedOrigins(env.ALLOWED_ORIGINS),
    siteUrl,
    weatherUrl: nonEmpty(env.WEATHER_URL)?.trim(),
    trustedProxies: readTrustedProxies(env.TRUSTED_PROXIES),
    remoteOrigins: readOrigins('REMOTE_ORIGINS', env.REMOTE_ORIGINS),
    ...(nonEmpty(env.SESSION_SECRET) ? { sessionSecret: nonEmpty(env.SESSION_SECRET) } : {}),
    production,
    ssrBudgetMs: readSsrBudgetMs(env.SSR_BUDGET_MS),
    dbBudgetMs: readMilliseconds('DB_BUDGET_MS', env.DB_BUDGET_MS, DEFAULT_DB_BUDGET_MS),
    serverRenderedPages: nonEmpty(env.SERVER_RENDERED_PAGES)?.trim() !== 'off',
  };
}

/** SSR_BUDGET_MS: whole milliseconds, 1–10 000; anything else stops the start. */
export function readSsrBudgetMs(value: unknown): number {
  return readMilliseconds('SSR_BUDGET_MS', value, DEFAULT_SSR_BUDGET_MS);
}

/** A budget in whole milliseconds, 1–10 000; anything else stops the start. */
function readMilliseconds(name: string, value: unknown, fallback: number): number {
  const text = nonEmpty(value)?.trim();
  if (text === undefined) return fallback;
  const budget = Number(text);
  if (!Number.isInteger(budget) || budget < 1 || budget > 10_000) {
    throw new Error(`${name}: "${text}" no es un número de milisegundos entre 1 y 10000.`);
  }
  return budget;
}

/** SITE_URL as an origin (`https://host[:port]`, no path); a malformed one stops the start. */
export function readSiteUrl(value: unknown): string | undefined {
  const text = nonEmpty(value)?.trim();
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SITE_URL: "${text}" no es una URL (https://host[:puerto]).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL: "${text}" no es una URL http(s).`);
  }
  return url.origin;
}

/** ALLOWED_ORIGINS as origins (`https://host[:port]`); a malformed entry stops the start. */
export function readAllowedOrigins(value: unknown): string[] {
  return readOrigins('ALLOWED_ORIGINS', value);
}

/** A comma-separated list of origins (`https://host[:port]`); a malformed entry stops the start. */
export function readOrigins(variable: string, value: unknown): string[] {
  return listEntries(value).map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`${variable}: "${entry}" no es un origen (https://host[:puerto]).`);
    }
    if (url.origin === 'null') throw new Error(`${variable}: "${entry}" no es un origen http(s).`);
    return url.origin;
  });
}

/** TRUSTED_PROXIES: addresses or CIDR networks; a malformed entry stops the start. */
export function readTrustedProxies(value: unknown): string[] {
  return listEntries(value).map((entry) => {
    if (!parseNetwork(entry)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" no es una dirección IP ni una red (10.0.0.0/8).`);
    }
    return entry;
  });
}

function listEntries(value: unknown): string[] {
  return (nonEmpty(value) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** A variable's value when it is set to something other than blanks. */
export function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
