/**
 * Reads a release's mf-manifest.json before it is registered (issue #19 item 3): it must answer
 * within 3 s, be JSON, and be the federated container of the remote it is registered for. Only
 * http and https, and only on an origin of a configured REMOTE_*_URL or of REMOTE_ORIGINS,
 * checked before anything is fetched and again at every redirect (issue 23 item 4); in
 * production no private or local address either. The server must not become a way into the
 * network it runs in, nor tell what answers there: every failure to read a manifest gets the
 * same words, whatever the far side did.
 */
import { REMOTE_LABELS, REMOTE_NAMES, type RemoteName } from '@portal/contracts';

export const MANIFEST_TIMEOUT_MS = 3_000;
/** A manifest is a few kB; anything much larger is not one. */
const MANIFEST_MAX_BYTES = 1_000_000;
const MAX_REDIRECTS = 3;

export interface ManifestBuildInfo {
  version: string | null;
  commit: string | null;
  built_at: string | null;
}

export type ManifestCheck = { ok: true; build: ManifestBuildInfo } | { ok: false; msg: string };

export const FOREIGN_ORIGIN_MESSAGE =
  'La URL del manifiesto no está en un origen autorizado para las secciones (REMOTE_*_URL o REMOTE_ORIGINS).';
export const UNREADABLE_MANIFEST_MESSAGE = 'No se pudo leer un mf-manifest.json en esa dirección.';

export interface ManifestFetchOptions {
  /** Refuse private and local addresses (production). */
  production: boolean;
  /** The only origins fetched (those of REMOTE_*_URL and REMOTE_ORIGINS). */
  allowedOrigins: readonly string[];
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export async function checkReleaseManifest(
  url: string,
  remote: RemoteName,
  {
    production,
    allowedOrigins,
    timeoutMs = MANIFEST_TIMEOUT_MS,
    fetch: fetcher = fetch,
  }: ManifestFetchOptions,
): Promise<ManifestCheck> {
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    let target = new URL(url);
    let response: Response | undefined;
    for (let hop = 0; ; hop += 1) {
      const refused = refusedAddress(target, production) ?? foreignOrigin(target, allowedOrigins);
      if (refused) {
        await response?.body?.cancel();
        return { ok: false, msg: refused };
      }
      response = await fetcher(target.href, {
        redirect: 'manual',
        signal,
        headers: { Accept: 'application/json' },
      });
      const location = response.headers.get('Location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) return { ok: false, msg: 'El manifiesto redirige demasiadas veces.' };
      target = new URL(location, target);
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, msg: UNREADABLE_MANIFEST_MESSAGE };
    }
    text = await readLimited(response, MANIFEST_MAX_BYTES);
  } catch {
    // Refused, timed out, too large: what the far side did is not said.
    return { ok: false, msg: UNREADABLE_MANIFEST_MESSAGE };
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return { ok: false, msg: 'La dirección no devuelve JSON: no es un mf-manifest.json.' };
  }
  const name = federatedName(manifest);
  if (name === undefined) {
    return { ok: false, msg: 'El JSON no es un mf-manifest.json de Module Federation (no tiene nombre).' };
  }
  if (name !== remote) {
    const other = (REMOTE_NAMES as readonly string[]).includes(name)
      ? `de la sección ${REMOTE_LABELS[name as RemoteName]}`
      : `"${name}"`;
    return { ok: false, msg: `El manifiesto es ${other}, no de la sección ${REMOTE_LABELS[remote]}.` };
  }
  return { ok: true, build: buildInfoOf(manifest) };
}

function federatedName(manifest: unknown): string | undefined {
  if (!isRecord(manifest)) return undefined;
  const meta = isRecord(manifest.metaData) ? manifest.metaData : {};
  const name = meta.name ?? manifest.name;
  return typeof name === 'string' ? name : undefined;
}

/** `metaData.release` written by packages/rspack-config (build-info.ts), else the standard label. */
function buildInfoOf(manifest: unknown): ManifestBuildInfo {
  const meta = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData : {};
  const release = isRecord(meta.release) ? meta.release : {};
  const buildInfo = isRecord(meta.buildInfo) ? meta.buildInfo : {};
  const label = short(buildInfo.buildVersion);
  return {
    version: short(release.version) ?? (label === 'UNKNOWN' ? null : label),
    commit: short(release.commit),
    built_at: short(release.builtAt),
  };
}

const short = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error('Manifest too large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The refusal of a URL outside the allowed origins, or undefined. */
function foreignOrigin(url: URL, allowedOrigins: readonly string[]): string | undefined {
  return allowedOrigins.includes(url.origin) ? undefined : FOREIGN_ORIGIN_MESSAGE;
}

/** Whether a release URL is on one of `allowedOrigins` (http or https). */
export function isOnAllowedOrigin(url: string, allowedOrigins: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') && allowedOrigins.includes(parsed.origin)
    );
  } catch {
    return false;
  }
}

/** The origins releases may live on: those of the configured remotes and REMOTE_ORIGINS. */
export function allowedReleaseOrigins(
  configured: Record<RemoteName, string>,
  remoteOrigins: readonly string[] = [],
): string[] {
  const origins = new Set<string>(remoteOrigins);
  for (const url of Object.values(configured)) {
    try {
      const { origin } = new URL(url);
      if (origin !== 'null') origins.add(origin);
    } catch {
      // A malformed REMOTE_*_URL opens no origin.
    }
  }
  return [...origins];
}

/** Why `url` may not be fetched, or undefined. */
export function refusedAddress(url: URL, production: boolean): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'La URL del manifiesto debe ser una dirección http o https.';
  }
  if (url.username || url.password) return 'La URL del manifiesto no puede llevar usuario ni contraseña.';
  if (production && isPrivateHost(url.hostname)) {
    return 'La URL del manifiesto apunta a una dirección privada o local: en producción no se consulta.';
  }
  return undefined;
}

/**
 * Local names and literal private, loopback, link-local and unspecified addresses (IPv4 and
 * IPv6, IPv4-mapped included). A public name that resolves to a private address is not seen
 * here: on Workers the platform refuses such fetches itself; on Node, see docs/security.md.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || /\.(localhost|local|internal|home\.arpa)$/.test(host)) return true;
  if (!host.includes('.') && !host.includes(':')) return true; // a bare intranet name
  const ipv4 = parseIpv4(host.startsWith('::ffff:') ? host.slice(7) : host);
  if (ipv4) {
    const [a = 0, b = 0] = ipv4;
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (host.includes(':')) {
    if (host === '::' || host === '::1') return true;
    if (host.startsWith('::ffff:')) return true; // mapped, in hex form
    return /^(f[cd]|fe[89ab])/.test(host);
  }
  return false;
}

function parseIpv4(host: string): number[] | undefined {
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return undefined;
  const parts = host.split('.').map(Number);
  return parts.every((part) => part <= 255) ? parts : undefined;
}
