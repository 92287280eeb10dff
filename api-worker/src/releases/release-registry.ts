/**
 * The release registry as the portal's pages see it (issue #19 items 2 and 4): for each remote,
 * the active release and the candidate with its canary share, read from the database and kept a
 * short while. Staff changes bump the content version (content-version/), which this cache
 * follows: a change made through this instance is live at once, one made through another
 * process or isolate within CONTENT_VERSION_MAX_AGE_MS, and in any case within
 * REGISTRY_MAX_AGE_MS.
 */
import { REMOTE_NAMES, type RemoteName, type RemotesAnswer } from '@portal/contracts';
import type { RemotesConfig } from '../config/config.ts';
import type { ContentVersions, KeepAlive } from '../content-version/content-version.ts';
import type { AppDatabase } from '../db/database.ts';
import { allowedReleaseOrigins, isOnAllowedOrigin } from './release-manifest.ts';
import { seedRegistry } from './releases.commands.ts';
import { readRegistrySections, releaseUrl } from './releases.queries.ts';
import { remoteSections } from '../db/schema.ts';

/**
 * However the content version behaves, the registry is read again after this long: behind the
 * request that finds it so old (its state is answered meanwhile), or before it once it is twice
 * as old.
 */
export const REGISTRY_MAX_AGE_MS = 3_000;

/** Visitor numbers run 0 … VISITOR_NUMBERS - 1; a share of p % takes those below p × 100. */
export const VISITOR_NUMBERS = 10_000;

interface ResolvedRelease {
  id: string;
  url: string;
}

export interface RegistrySection {
  active: ResolvedRelease;
  candidate?: ResolvedRelease;
  canary: number;
}

export type RegistryState = Record<RemoteName, RegistrySection>;

export interface ReleaseRegistry {
  /**
   * Gives each remote without a release the one its REMOTE_*_URL names (once per instance). The
   * calls that answer from the registry run it first; reads alone (a document's CSP) never write.
   */
  ensureSeeded(): Promise<void>;
  /** The state; `keepAlive` is given the read it may start behind the request (content-version.ts). */
  state(keepAlive?: KeepAlive): Promise<RegistryState>;
  /**
   * The state `state()` would answer, when it is kept, read and still current (the content
   * version it was read under is the one this instance knows); undefined otherwise. Synchronous,
   * for the hot path of the Node answer cache (pages/document-cache.ts).
   */
  knownState(keepAlive?: KeepAlive): RegistryState | undefined;
  /** Forgets the kept state: the next read is from the database (after this instance's writes). */
  invalidate(): void;
  /** The distinct origins of every active and candidate release, for the documents' CSP. */
  origins(): Promise<string[]>;
  /** The remotes' configuration (REMOTE_*_URL), which the seeded release stands for. */
  readonly configured: RemotesConfig;
  /**
   * The origins a release may be on (those of REMOTE_*_URL and REMOTE_ORIGINS): nothing else is
   * fetched, served or opened in the CSP, whatever the database holds.
   */
  readonly allowedOrigins: readonly string[];
}

export function createReleaseRegistry({
  db,
  configured,
  remoteOrigins = [],
  contentVersions,
  maxAgeMs = REGISTRY_MAX_AGE_MS,
  now = Date.now,
}: {
  db: AppDatabase;
  configured: RemotesConfig;
  /** REMOTE_ORIGINS: origins besides the configured remotes' where releases may live. */
  remoteOrigins?: readonly string[];
  contentVersions?: ContentVersions;
  maxAgeMs?: number;
  now?: () => number;
}): ReleaseRegistry {
  const allowedOrigins = allowedReleaseOrigins(configured, remoteOrigins);
  // A release offered to visitors: the seeded one (the process's own REMOTE_*_URL), or one on an
  // allowed origin that is not archived. A row written any other way (an older registry, the
  // database edited by hand, REMOTE_ORIGINS narrowed since) is never served.
  const servable = (release: { url: string; desde_configuracion: number; archivada_en: string | null }) =>
    release.desde_configuracion === 1 ||
    (release.archivada_en === null && isOnAllowedOrigin(release.url, allowedOrigins));
  type Kept = {
    state: Promise<RegistryState>;
    version: string | undefined;
    read: number;
    value?: RegistryState;
    reloading?: boolean;
  };
  let kept: Kept | undefined;
  /** Reads the registry; the read replaces what is kept once it succeeds (or at once if nothing is). */
  const reload = (version: string | undefined, aging?: Kept, keepAlive?: KeepAlive) => {
    if (aging) aging.reloading = true;
    const state = load();
    const entry: Kept = { state, version, read: now() };
    if (!aging) kept = entry;
    const settled = state
      .then((value) => {
        entry.value = value;
        if (aging && kept === aging) kept = entry;
      })
      .catch(() => {
        // A failed read is not kept: the next request tries again.
        if (kept === entry) kept = undefined;
        if (aging) aging.reloading = false;
      });
    if (aging) keepAlive?.(settled);
    return entry;
  };
  /**
   * The kept value while it may be answered without waiting: within `maxAgeMs` as it is, and up
   * to twice that while one read refreshes it behind the request.
   */
  const answerable = (entry: Kept, keepAlive?: KeepAlive) => {
    const age = now() - entry.read;
    if (!entry.value || age >= 2 * maxAgeMs) return undefined;
    if (age >= maxAgeMs && !entry.reloading) reload(entry.version, entry, keepAlive);
    return entry.value;
  };

  let seeded: Promise<void> | undefined;

  const load = async (): Promise<RegistryState> => {
    const rows = await readRegistrySections(db);
    const state = {} as RegistryState;
    for (const remote of REMOTE_NAMES) {
      const mine = rows.filter(({ section }) => section.remote === remote);
      const section = mine[0]?.section;
      const active = mine.find(({ release }) => release._id === section?.activa)?.release;
      // Not seeded yet (or not readable whole, or not servable): the configuration, never nothing.
      if (!section || !active || !servable(active)) {
        state[remote] = { active: { id: '', url: configured[remote] }, canary: 0 };
        continue;
      }
      const found = mine.find(({ release }) => release._id === section.candidata)?.release;
      const candidate = found && servable(found) ? found : undefined;
      state[remote] = {
        active: { id: active._id, url: releaseUrl(active, configured) },
        ...(candidate ? { candidate: { id: candidate._id, url: releaseUrl(candidate, configured) } } : {}),
        canary: candidate ? section.canary : 0,
      };
    }
    return state;
  };

  const registry: ReleaseRegistry = {
    configured,
    allowedOrigins,
    ensureSeeded() {
      seeded ??= (async () => {
        const present = new Set(
          (await db.select({ remote: remoteSections.remote }).from(remoteSections)).map(
            ({ remote }) => remote,
          ),
        );
        const missing = REMOTE_NAMES.filter((remote) => !present.has(remote));
        if (missing.length === 0) return;
        await seedRegistry(db, configured, missing);
        kept = undefined;
      })().catch((error: unknown) => {
        seeded = undefined;
        throw error;
      });
      return seeded;
    },
    async state(keepAlive) {
      const version = await contentVersions?.current(keepAlive).catch(() => undefined);
      const sameVersion = kept !== undefined && (version === undefined || version === kept.version);
      if (!sameVersion) return reload(version).state;
      // Still being read for the first time under this version: that read is shared.
      if (!kept!.value && now() - kept!.read < maxAgeMs) return kept!.state;
      return answerable(kept!, keepAlive) ?? reload(version).state;
    },
    knownState(keepAlive) {
      if (!kept) return undefined;
      if (contentVersions && contentVersions.known()?.version !== kept.version) return undefined;
      return answerable(kept, keepAlive);
    },
    invalidate() {
      kept = undefined;
    },
    async origins() {
      const state = await registry.state();
      const origins = new Set<string>();
      for (const section of Object.values(state)) {
        for (const release of [section.active, section.candidate]) {
          const origin = release && originOf(release.url);
          if (origin) origins.add(origin);
        }
      }
      return [...origins].sort();
    },
  };
  return registry;
}

function originOf(url: string): string | undefined {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What /remotes.json answers a visitor with number `visitor`: each remote's manifest URL (the
 * candidate's when the visitor falls in its share) and, under `releases`, which release that is
 * and, when it is not the active one, the active one to fall back to.
 */
export function remotesFor(state: RegistryState, visitor: number | undefined): RemotesAnswer {
  const answer = {} as RemotesAnswer;
  const releases: NonNullable<RemotesAnswer['releases']> = {};
  for (const remote of REMOTE_NAMES) {
    const { active, candidate, canary } = state[remote];
    const chosen = candidate && inShare(visitor, canary) ? candidate : active;
    answer[remote] = chosen.url;
    if (chosen.id) {
      releases[remote] = chosen === active ? { id: chosen.id } : { id: chosen.id, activa: active };
    }
  }
  return { ...answer, releases };
}

function inShare(visitor: number | undefined, canary: number): boolean {
  if (canary >= 100) return true;
  if (canary <= 0 || visitor === undefined) return false;
  return visitor < canary * (VISITOR_NUMBERS / 100);
}

/** Whether some remote's answer depends on the visitor's number (a share strictly between 0 and 100). */
export function needsVisitorNumber(state: RegistryState): boolean {
  return REMOTE_NAMES.some((remote) => {
    const { candidate, canary } = state[remote];
    return candidate !== undefined && canary > 0 && canary < 100;
  });
}
