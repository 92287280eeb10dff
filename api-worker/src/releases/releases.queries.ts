import {
  CONFIGURED_RELEASE_LABEL,
  REMOTE_NAMES,
  type RemoteName,
  type Release,
  type Seccion,
} from '@portal/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { releaseFailures, remoteReleases, remoteSections } from '../db/schema.ts';

export type ReleaseRow = typeof remoteReleases.$inferSelect;
export type SectionRow = typeof remoteSections.$inferSelect;

/** The manifest URL a release stands for: the process's own REMOTE_*_URL for the seeded one. */
export function releaseUrl(row: ReleaseRow, configured: Record<RemoteName, string>): string {
  return row.desde_configuracion === 1 ? configured[row.remote as RemoteName] : row.url;
}

/**
 * Registries seeded before issue 23 named the seeded release and its author after the variable
 * (`REMOTE_AGENDA_URL`): shown in words instead.
 */
const VARIABLE_NAME = /^REMOTE_[A-Z]+_URL$/;
const readableLabel = (label: string) => (VARIABLE_NAME.test(label) ? CONFIGURED_RELEASE_LABEL : label);
const readableAuthor = (author: string) =>
  VARIABLE_NAME.test(author) ? 'configuración del servidor' : author;

export async function findRelease(db: AppDatabase, id: string): Promise<ReleaseRow | undefined> {
  const [row] = await db.select().from(remoteReleases).where(eq(remoteReleases._id, id)).limit(1);
  return row;
}

/** Every remote with its releases (newest first) and their failure counts: GET /api/secciones. */
export async function listSecciones(
  db: AppDatabase,
  configured: Record<RemoteName, string>,
): Promise<Seccion[]> {
  const [sections, releases, failures] = await Promise.all([
    db.select().from(remoteSections),
    db.select().from(remoteReleases).orderBy(desc(remoteReleases.created_at), desc(remoteReleases._id)),
    db
      .select({
        release_id: releaseFailures.release_id,
        kind: releaseFailures.kind,
        count: releaseFailures.count,
      })
      .from(releaseFailures),
  ]);
  const noFailures = (): Release['fallos_por_tipo'] => ({ manifest: 0, entry: 0, chunk: 0, render: 0 });
  const counts = new Map<string, Release['fallos_por_tipo']>();
  for (const failure of failures) {
    const entry = counts.get(failure.release_id) ?? noFailures();
    if (failure.kind in entry) entry[failure.kind as keyof typeof entry] += failure.count;
    counts.set(failure.release_id, entry);
  }
  const bySection = new Map(sections.map((section) => [section.remote, section]));
  return REMOTE_NAMES.flatMap((remote) => {
    const section = bySection.get(remote);
    if (!section) return [];
    return [
      {
        remote,
        activa: section.activa,
        activa_desde: section.activa_desde,
        activada_por: readableAuthor(section.activada_por),
        candidata: section.candidata,
        canary: section.canary,
        releases: releases
          .filter((row) => row.remote === remote)
          .map((row) => {
            const fallos_por_tipo = counts.get(row._id) ?? noFailures();
            return {
              _id: row._id,
              remote,
              url: releaseUrl(row, configured),
              etiqueta: row.desde_configuracion === 1 ? readableLabel(row.etiqueta) : row.etiqueta,
              version: row.version,
              commit: row.commit,
              built_at: row.built_at,
              creada_por: row.desde_configuracion === 1 ? readableAuthor(row.creada_por) : row.creada_por,
              created_at: row.created_at,
              archivada: row.archivada_en !== null,
              archivada_en: row.archivada_en,
              fallos: Object.values(fallos_por_tipo).reduce((sum, n) => sum + n, 0),
              fallos_por_tipo,
            };
          }),
      },
    ];
  });
}

/** What /remotes.json needs: each section with its active and candidate release rows. */
export async function readRegistrySections(db: AppDatabase) {
  const rows = await db
    .select({
      section: remoteSections,
      release: remoteReleases,
    })
    .from(remoteSections)
    .innerJoin(
      remoteReleases,
      sql`${remoteReleases._id} IN (${remoteSections.activa}, ${remoteSections.candidata})`,
    );
  return rows;
}
