/**
 * What an audit row calls its item: a news item's or event's title, an album's name, an ad's
 * client, a user's name and username, a section's name and release label. Read when the row is
 * written (and, for a delete, before the item goes), so that the log names deleted items too.
 */
import { SINGLE_AUDIT_ITEMS } from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import {
  albums,
  categorias,
  eventos,
  medios,
  noticias,
  noticiasPapelera,
  publis,
  remoteReleases,
  usuarios,
} from '../db/schema.ts';

const SECTION_NAMES: Record<string, string> = {
  news: 'Noticias',
  agenda: 'Agenda',
  gallery: 'Galería',
  admin: 'Administración',
};

/** The tables whose rows the log links to, with the column that names them. */
const NAMED_TABLES = {
  noticia: { table: noticias, id: noticias._id, name: noticias.titulo },
  evento: { table: eventos, id: eventos._id, name: eventos.titulo },
  album: { table: albums, id: albums._id, name: albums.nombre },
  publicidad: { table: publis, id: publis._id, name: publis.nombre_cliente },
  categoria: { table: categorias, id: categorias._id, name: categorias.nombre },
  usuario: {
    table: usuarios,
    id: usuarios._id,
    name: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido}) || ' (' || ${usuarios.username} || ')'`,
  },
} as const;
type NamedResource = keyof typeof NAMED_TABLES;
const isNamed = (recurso: string): recurso is NamedResource => recurso in NAMED_TABLES;

/** The item's name now, or '' when it is gone or the resource names nothing. */
export async function auditTitleOf(db: AppDatabase, recurso: string, id: string): Promise<string> {
  if (!id) return '';
  if (isNamed(recurso)) {
    const { table, id: idColumn, name } = NAMED_TABLES[recurso];
    const [row] = await db.select({ name }).from(table).where(eq(idColumn, id)).limit(1);
    if (row || recurso !== 'noticia') return row?.name ?? '';
    // A news item in the trash (restored or purged from there) keeps its title there.
    const [trashed] = await db
      .select({ name: noticiasPapelera.titulo })
      .from(noticiasPapelera)
      .where(eq(noticiasPapelera._id, id))
      .limit(1);
    return trashed?.name ?? '';
  }
  const single = SINGLE_AUDIT_ITEMS[recurso];
  if (single) return single;
  if (recurso === 'imagen') {
    // An upload names its key; an edit in the media library its record, named by its file.
    if (!/^[0-9a-f]{24}$/.test(id)) return id;
    const [record] = await db.select({ url: medios.url }).from(medios).where(eq(medios._id, id)).limit(1);
    return record ? record.url.replace(/^\/media\//, '') : id;
  }
  if (recurso === 'seccion') {
    // `remote` or `remote/releaseId`.
    const [remote = '', releaseId] = id.split('/');
    const section = SECTION_NAMES[remote] ?? remote;
    if (!releaseId) return section;
    const [release] = await db
      .select({ etiqueta: remoteReleases.etiqueta })
      .from(remoteReleases)
      .where(eq(remoteReleases._id, releaseId))
      .limit(1);
    return release ? `${section}: ${release.etiqueta}` : section;
  }
  return '';
}

/** Of the rows given, the `recurso:recurso_id` of those whose item still exists. */
export async function existingAuditItems(
  db: AppDatabase,
  rows: readonly { recurso: string; recurso_id: string }[],
): Promise<Set<string>> {
  const existing = new Set<string>();
  const idsOf = new Map<NamedResource, string[]>();
  for (const { recurso, recurso_id } of rows) {
    if (recurso_id && isNamed(recurso)) idsOf.set(recurso, [...(idsOf.get(recurso) ?? []), recurso_id]);
    // Sections, the banner, the front page, the breaking bar and the sessions' users have nothing to lose.
    else if (recurso === 'seccion' || recurso in SINGLE_AUDIT_ITEMS) existing.add(`${recurso}:${recurso_id}`);
  }
  await Promise.all(
    [...idsOf].map(async ([recurso, ids]) => {
      const { table, id } = NAMED_TABLES[recurso];
      const found = await db
        .select({ id })
        .from(table)
        .where(inArray(id, [...new Set(ids)]));
      for (const row of found) existing.add(`${recurso}:${row.id}`);
    }),
  );
  return existing;
}
