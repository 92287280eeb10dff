import {
  CONFIGURED_RELEASE_LABEL,
  type NewReleaseRequest,
  type ReleaseFailureKind,
  type ReleaseFailureReport,
  type RemoteName,
  type UpdateSeccionRequest,
} from '@portal/contracts';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { sign } from '../auth/device-cookie.ts';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { releaseFailureVisitors, releaseFailures, remoteReleases, remoteSections } from '../db/schema.ts';
import type { ManifestBuildInfo } from './release-manifest.ts';
import { findRelease, type ReleaseRow } from './releases.queries.ts';

/** Who seeded a remote's first release (creada_por, activada_por): the server's configuration. */
export const CONFIGURATION_AUTHOR = 'configuración del servidor';

/**
 * Gives every remote without a section row its first release, the one its REMOTE_*_URL names
 * (issue #19 item 2), so that a portal starts as it always did. Safe to run concurrently (two
 * instances starting on one database): the section row is inserted only if still missing.
 */
export async function seedRegistry(
  db: AppDatabase,
  configured: Record<RemoteName, string>,
  missing: readonly RemoteName[],
): Promise<void> {
  for (const remote of missing) {
    const now = new Date();
    const id = newObjectId(now);
    await db.batch([
      db.insert(remoteReleases).values({
        _id: id,
        remote,
        url: configured[remote],
        etiqueta: CONFIGURED_RELEASE_LABEL,
        version: null,
        commit: null,
        built_at: null,
        creada_por: CONFIGURATION_AUTHOR,
        desde_configuracion: 1,
        created_at: now.toISOString(),
      }),
      db
        .insert(remoteSections)
        .values({
          remote,
          activa: id,
          activa_desde: now.toISOString(),
          activada_por: CONFIGURATION_AUTHOR,
          canary: 0,
        })
        .onConflictDoNothing(),
      // Lost the race to another instance: its seed stands, this copy goes.
      db
        .delete(remoteReleases)
        .where(
          and(
            eq(remoteReleases._id, id),
            sql`NOT EXISTS (SELECT 1 FROM remote_sections WHERE activa = ${id})`,
          ),
        ),
    ]);
  }
}

export async function addRelease(
  db: AppDatabase,
  remote: RemoteName,
  request: NewReleaseRequest,
  build: ManifestBuildInfo,
  username: string,
): Promise<ReleaseRow> {
  const now = new Date();
  const row: ReleaseRow = {
    _id: newObjectId(now),
    remote,
    url: request.url,
    etiqueta: request.etiqueta,
    ...build,
    creada_por: username,
    desde_configuracion: 0,
    created_at: now.toISOString(),
    archivada_en: null,
  };
  await db.insert(remoteReleases).values(row);
  return row;
}

export const UNKNOWN_RELEASE_MESSAGE = 'La versión no existe en esta sección.';
export const SAME_AS_ACTIVE_MESSAGE = 'La candidata no puede ser la versión activa.';
export const NO_CANDIDATE_MESSAGE = 'No hay versión candidata: elegí una antes de fijar el porcentaje.';
export const ARCHIVED_RELEASE_MESSAGE =
  'La versión está archivada: desarchívela antes de activarla o probarla como candidata.';
export const ARCHIVE_IN_USE_MESSAGE = 'No se puede archivar la versión activa ni la candidata.';

/**
 * Applies `PUT /api/secciones/:remote`: the active release, the candidate (null clears it and
 * its share) and the share. Activating the candidate makes it the active one and clears the
 * candidate. Answers a Spanish message when the change makes no sense.
 */
export async function updateSection(
  db: AppDatabase,
  remote: RemoteName,
  change: UpdateSeccionRequest,
  username: string,
): Promise<{ ok: true; changes: string[] } | { ok: false; status: 400 | 404; msg: string }> {
  const [section] = await db.select().from(remoteSections).where(eq(remoteSections.remote, remote));
  if (!section) return { ok: false, status: 404, msg: 'La sección no tiene versiones registradas.' };
  for (const id of [change.activa, change.candidata]) {
    if (typeof id !== 'string') continue;
    const release = await findRelease(db, id);
    if (release?.remote !== remote) return { ok: false, status: 404, msg: UNKNOWN_RELEASE_MESSAGE };
    // An archived release is offered to nobody; what is already so may stay as it is.
    const unchanged = id === section.activa || id === section.candidata;
    if (release.archivada_en !== null && !unchanged) {
      return { ok: false, status: 400, msg: ARCHIVED_RELEASE_MESSAGE };
    }
  }
  const now = new Date().toISOString();
  const next = { ...section };
  if (change.activa !== undefined && change.activa !== section.activa) {
    next.activa = change.activa;
    next.activa_desde = now;
    next.activada_por = username;
    // The candidate that became active is no longer a candidate.
    if (next.candidata === change.activa) {
      next.candidata = null;
      next.canary = 0;
    }
  }
  if (change.candidata !== undefined) {
    next.candidata = change.candidata;
    if (change.candidata === null) next.canary = 0;
  }
  if (change.canary !== undefined) next.canary = change.canary;
  if (next.candidata !== null && next.candidata === next.activa) {
    return { ok: false, status: 400, msg: SAME_AS_ACTIVE_MESSAGE };
  }
  if (next.candidata === null && next.canary > 0)
    return { ok: false, status: 400, msg: NO_CANDIDATE_MESSAGE };
  await db
    .update(remoteSections)
    .set({
      activa: next.activa,
      activa_desde: next.activa_desde,
      activada_por: next.activada_por,
      candidata: next.candidata,
      canary: next.canary,
    })
    .where(eq(remoteSections.remote, remote));
  // What changed, for the audit log's row (the route's declaration records it).
  const changes = [
    ...(next.activa !== section.activa ? ['activar'] : []),
    ...(next.candidata !== section.candidata ? ['candidata'] : []),
    ...(next.canary !== section.canary ? ['canary'] : []),
  ];
  return { ok: true, changes };
}

/**
 * Archives a release (or brings it back): an archived release is offered to no visitor and may
 * not become active or candidate; the active and the candidate cannot be archived.
 */
export async function archiveRelease(
  db: AppDatabase,
  remote: RemoteName,
  id: string,
  archivada: boolean,
): Promise<{ ok: true; changed: boolean } | { ok: false; status: 400 | 404; msg: string }> {
  const release = await findRelease(db, id);
  if (release?.remote !== remote) return { ok: false, status: 404, msg: UNKNOWN_RELEASE_MESSAGE };
  if (archivada) {
    const [section] = await db.select().from(remoteSections).where(eq(remoteSections.remote, remote));
    if (section && (section.activa === id || section.candidata === id)) {
      return { ok: false, status: 400, msg: ARCHIVE_IN_USE_MESSAGE };
    }
  }
  if ((release.archivada_en !== null) === archivada) return { ok: true, changed: false };
  // Written only while it is neither active nor candidate (a concurrent PUT cannot slip in).
  const updated = await db
    .update(remoteReleases)
    .set({ archivada_en: archivada ? new Date().toISOString() : null })
    .where(
      and(
        eq(remoteReleases._id, id),
        archivada
          ? sql`NOT EXISTS (SELECT 1 FROM remote_sections WHERE activa = ${id} OR candidata = ${id})`
          : undefined,
      ),
    )
    .returning({ _id: remoteReleases._id });
  if (updated.length === 0) return { ok: false, status: 400, msg: ARCHIVE_IN_USE_MESSAGE };
  return { ok: true, changed: true };
}

/** Reports count distinct visitors per release in windows of this length. */
export const FAILURE_VISITOR_WINDOW_MS = 60 * 60 * 1000;
/** At most this many visitors are counted per release and window from one address. */
export const MAX_VISITORS_PER_ADDRESS = 5;

export interface FailureReporter {
  /** The visitor's number (cookie portal_visitante) when it has a valid one, else undefined. */
  visitor: string | undefined;
  /** addressKey() of the client's address. */
  address: string;
  /** The server key the visitor and address are hashed with (never stored as they are). */
  key: CryptoKey;
  now?: Date;
}

/**
 * Counts one load failure, once per visitor (the visitor number, or the address without one)
 * per release and window, and at most MAX_VISITORS_PER_ADDRESS visitors of one address: a
 * script reloading or rotating visitor numbers cannot inflate a release's count. False when the
 * release is not one of that remote's.
 */
export async function recordReleaseFailure(
  db: AppDatabase,
  report: Omit<ReleaseFailureReport, 'kind'> & { kind: ReleaseFailureKind },
  reporter: FailureReporter,
): Promise<boolean> {
  const release = await findRelease(db, report.release);
  if (release?.remote !== report.remote) return false;
  const now = reporter.now ?? new Date();
  const window = new Date(Math.floor(now.getTime() / FAILURE_VISITOR_WINDOW_MS) * FAILURE_VISITOR_WINDOW_MS);
  const ventana = window.toISOString();
  const address = await sign(reporter.key, `direccion\0${ventana}\0${reporter.address}`);
  const visitor = await sign(
    reporter.key,
    reporter.visitor !== undefined
      ? `visitante\0${ventana}\0${reporter.visitor}`
      : `direccion\0${ventana}\0${reporter.address}`,
  );
  // Windows that are over are forgotten.
  await db.delete(releaseFailureVisitors).where(lt(releaseFailureVisitors.ventana, ventana));
  const [fromAddress] = await db
    .select({ n: count() })
    .from(releaseFailureVisitors)
    .where(
      and(
        eq(releaseFailureVisitors.release_id, report.release),
        eq(releaseFailureVisitors.ventana, ventana),
        eq(releaseFailureVisitors.address, address),
      ),
    );
  if ((fromAddress?.n ?? 0) >= MAX_VISITORS_PER_ADDRESS) return true;
  const first = await db
    .insert(releaseFailureVisitors)
    .values({ release_id: report.release, ventana, visitor, address })
    .onConflictDoNothing()
    .returning({ visitor: releaseFailureVisitors.visitor });
  if (first.length === 0) return true; // this visitor was counted in this window already
  const at = now.toISOString();
  await db
    .insert(releaseFailures)
    .values({ release_id: report.release, kind: report.kind, count: 1, last_at: at })
    .onConflictDoUpdate({
      target: [releaseFailures.release_id, releaseFailures.kind],
      set: { count: sql`${releaseFailures.count} + 1`, last_at: at },
    });
  return true;
}
