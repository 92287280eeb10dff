import type {
  NewReleaseRequest,
  ReleaseFailureReport,
  RemoteName,
  UpdateSeccionRequest,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { releaseFailures, remoteReleases, remoteSections } from '../db/schema.ts';
import type { ManifestBuildInfo } from './release-manifest.ts';
import { findRelease, type ReleaseRow } from './releases.queries.ts';

/** The etiqueta and creada_por of the release seeded from a remote's REMOTE_*_URL. */
export const configurationLabel = (remote: RemoteName) => `REMOTE_${remote.toUpperCase()}_URL`;

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
    const label = configurationLabel(remote);
    await db.batch([
      db.insert(remoteReleases).values({
        _id: id,
        remote,
        url: configured[remote],
        etiqueta: label,
        version: null,
        commit: null,
        built_at: null,
        creada_por: label,
        desde_configuracion: 1,
        created_at: now.toISOString(),
      }),
      db
        .insert(remoteSections)
        .values({ remote, activa: id, activa_desde: now.toISOString(), activada_por: label, canary: 0 })
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
export const NO_CANDIDATE_MESSAGE = 'No hay versión candidata: elija una antes de fijar el porcentaje.';

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

/** Counts one load failure; false when the release is not one of that remote's. */
export async function recordReleaseFailure(db: AppDatabase, report: ReleaseFailureReport): Promise<boolean> {
  const release = await findRelease(db, report.release);
  if (release?.remote !== report.remote) return false;
  const now = new Date().toISOString();
  await db
    .insert(releaseFailures)
    .values({ release_id: report.release, kind: report.kind, count: 1, last_at: now })
    .onConflictDoUpdate({
      target: [releaseFailures.release_id, releaseFailures.kind],
      set: { count: sql`${releaseFailures.count} + 1`, last_at: now },
    });
  return true;
}
