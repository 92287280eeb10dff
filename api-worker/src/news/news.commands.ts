/**
 * The news writes of the back office. The body is sanitized and the search text recomputed on
 * every write (the FTS index follows through the triggers of drizzle/0001_news_search.sql); the
 * author comes from the session; images the item stops using leave storage.
 */
import {
  isPublicOrScheduled,
  mayEditNews,
  maySendForReview,
  saveNeedsEditor,
  type NewsState,
  type Province,
  type Usuario,
  type createNewsRequestSchema,
  type updateNewsRequestSchema,
} from '@portal/contracts';
import { findCategoryBySlug } from '../categories/categories.queries.ts';
import { slugAfterTitle, storedTags, uniqueSlug } from '../content/slugs.ts';
import { and, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { mediaImagesOf, sanitizeHtml } from '../content/sanitize-html.ts';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { noticias, noticiasNotas, noticiasPapelera, noticiasRevisiones } from '../db/schema.ts';
import { imagesDropped, mediaKeyOfUrl, releaseUnusedImages } from '../media/media-references.ts';
import type { MediaStore } from '../media/media-store.ts';
import { newsSearchText } from '../content/search-text.ts';

export type CreateNewsInput = z.output<typeof createNewsRequestSchema>;
export type UpdateNewsInput = z.output<typeof updateNewsRequestSchema>;
/** Who writes: the session's user. */
export type NewsAuthor = Pick<Usuario, '_id' | 'nombre' | 'apellido' | 'foto'>;

/** The images a news item owns (its author's photo belongs to the author). */
export const imagesOf = (news: { img_portada: string; texto: string }) => [
  news.img_portada,
  ...mediaImagesOf(news.texto),
];

/**
 * What a save answers when it is refused: no such item, an `If-Match` that no longer holds, no
 * time to schedule, a published or scheduled item sent back to draft without `despublicar`, a
 * move (or an edit of a public item) that needs `edicion` by a user without it, or a writer's
 * save of an item someone else wrote (DESIGN §11 ownership: 'not-author' when it sends it for
 * review, 'not-owner' otherwise).
 */
export type NewsSaveRefusal =
  | 'not-found'
  | 'conflict'
  | 'needs-time'
  | 'past-time'
  | 'needs-unpublish'
  | 'forbidden'
  | 'not-author'
  | 'not-owner'
  | 'unknown-category';

/** A save done: the item's new version, and whether it published, (re)scheduled or unpublished it. */
export interface NewsSaved {
  version: number;
  published: boolean;
  scheduled: boolean;
  unpublished: boolean;
  /** The state before and after the save. */
  from: NewsState;
  to: NewsState;
}

/** Who saves: their full name (revisions name them), their user `_id` and whether they hold `edicion`. */
export interface NewsSaver {
  savedBy: string;
  userId: string;
  editor: boolean;
}

/**
 * Every column of a news item as one JSON object under the schema's field names, built from the
 * schema itself: the trash keeps whole rows, whatever columns they come to have.
 */
const rowAsJson = sql.join(
  [
    sql`json_object(`,
    sql.join(
      // JSON columns (the tags) go in as JSON, not as the text they are stored as, so that
      // restoring writes them back as they were.
      Object.entries(getTableColumns(noticias)).map(([field, column]) =>
        column.columnType === 'SQLiteTextJson' ? sql`${field}, json(${column})` : sql`${field}, ${column}`,
      ),
      sql`, `,
    ),
    sql`)`,
  ],
  sql``,
);

/** `publicar_en` as stored: UTC ISO-8601, whatever offset it was sent with. */
const toUtc = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString() : null);

export function createNewsCommands({
  db,
  media,
  now = () => Date.now(),
}: {
  db: AppDatabase;
  media: MediaStore;
  now?: () => number;
}) {
  /** The content `target` has now, kept as a revision by the save about to replace it. */
  const keepRevision = (target: SQL | undefined, revisionId: string) =>
    db.insert(noticiasRevisiones).select(
      db
        .select({
          _id: sql<string>`${revisionId}`.as('_id'),
          noticia_id: noticias._id,
          autor: sql<string>`coalesce(nullif(${noticias.actualizado_por}, ''), ${noticias.editor})`.as(
            'autor',
          ),
          created_at:
            sql<string>`coalesce(nullif(${noticias.actualizado_en}, ''), ${noticias.created_at})`.as(
              'created_at',
            ),
          titulo: noticias.titulo,
          provincia: noticias.provincia,
          descripcion: noticias.descripcion,
          texto: noticias.texto,
          img_portada: noticias.img_portada,
          img_portada_alt: noticias.img_portada_alt,
          img_portada_credito: noticias.img_portada_credito,
          estado: noticias.estado,
          publicar_en: noticias.publicar_en,
          version: noticias.version,
        })
        .from(noticias)
        .where(target),
    );

  return {
    /**
     * Writes a news item by `author`; answers its id. Without `estado` it is published at once;
     * `programada` needs `publicar_en`.
     */
    async createNews(
      { estado: asked, publicar_en, ...input }: CreateNewsInput,
      author: NewsAuthor,
      { editor }: { editor: boolean },
    ): Promise<
      { id: string; estado: NewsState } | 'needs-time' | 'past-time' | 'forbidden' | 'unknown-category'
    > {
      // The original client sends no state: an editor's item goes out, anyone else's to review.
      const estado = asked ?? (editor ? 'publicada' : 'revision');
      if (!editor && isPublicOrScheduled(estado)) return 'forbidden';
      const at = new Date(now());
      const publishAt = toUtc(publicar_en);
      if (estado === 'programada' && publishAt === null) return 'needs-time';
      if (estado === 'programada' && Date.parse(publishAt!) <= at.getTime()) return 'past-time';
      const { etiquetas, categoria, ...rest } = input;
      if (categoria && !(await findCategoryBySlug(db, categoria))) return 'unknown-category';
      const fields = { ...rest, texto: sanitizeHtml(input.texto) };
      const _id = newObjectId(at);
      const name = `${author.nombre} ${author.apellido}`.trim();
      const write = db.insert(noticias).values({
        _id,
        ...fields,
        categoria: categoria ?? null,
        ...storedTags(etiquetas ?? []),
        slug: await uniqueSlug(db, noticias, input.titulo),
        editor: `${author.nombre} ${author.apellido}`.trim(),
        fotoEditor: author.foto,
        search_text: newsSearchText(fields),
        created_at: at.toISOString(),
        primera_publicacion: estado === 'publicada' ? at.toISOString() : '',
        estado,
        publicar_en: publishAt,
        actualizado_en: at.toISOString(),
        actualizado_por: `${author.nombre} ${author.apellido}`.trim(),
        creada_por: author._id,
        version: 1,
      });
      // Sent to review as it is written: the queue dates it from now.
      if (estado === 'revision') {
        await db.batch([
          write,
          db.insert(noticiasNotas).values({
            _id: newObjectId(at),
            noticia_id: _id,
            tipo: 'revision',
            nota: '',
            autor: name,
            created_at: at.toISOString(),
          }),
        ]);
      } else {
        await write;
      }
      return { id: _id, estado };
    },

    /**
     * Changes the fields given; the author stays, and so does the state unless `estado` is
     * given. A published or scheduled item goes back to draft only with `despublicar: true`
     * (an explicit 'Despublicar'): `estado: 'borrador'` alone is refused, so that no save takes
     * a story offline by accident. An item published for the first time takes this moment as its
     * public date; one published again keeps its first. The content it replaces
     * is kept as a revision, in the same transaction. With `expectedVersion` (the request's
     * `If-Match`), both happen only if the item is still at that version, checked by the
     * statements themselves (no other save can come in between).
     */
    async updateNews(
      { id, estado, publicar_en, despublicar, ...changes }: UpdateNewsInput,
      { expectedVersion, savedBy, userId, editor }: NewsSaver & { expectedVersion?: number },
    ): Promise<NewsSaved | NewsSaveRefusal> {
      const [current] = await db.select().from(noticias).where(eq(noticias._id, id)).limit(1);
      if (!current) return 'not-found';
      const nextState = despublicar ? 'borrador' : (estado ?? current.estado);
      if (!editor && saveNeedsEditor(current.estado, nextState)) return 'forbidden';
      const sendsForReview = nextState === 'revision' && current.estado !== 'revision';
      if (sendsForReview && !maySendForReview(current, { userId, editor })) return 'not-author';
      if (!mayEditNews(current, { userId, editor })) return 'not-owner';
      if (expectedVersion !== undefined && current.version !== expectedVersion) return 'conflict';
      const at = new Date(now()).toISOString();
      const unpublished = !isPublicOrScheduled(nextState) && isPublicOrScheduled(current.estado);
      if (unpublished && !despublicar) return 'needs-unpublish';
      const publishAt = publicar_en === undefined ? current.publicar_en : toUtc(publicar_en);
      if (nextState === 'programada' && publishAt === null) return 'needs-time';
      // Scheduling (a new time, or a move to programada) is for the future: a past time would put
      // the story out at once, dated in the past. A kept time that has just passed is no scheduling.
      const schedules =
        nextState === 'programada' && (current.estado !== 'programada' || publicar_en !== undefined);
      if (schedules && Date.parse(publishAt!) <= now()) return 'past-time';
      if (changes.texto !== undefined) changes.texto = sanitizeHtml(changes.texto);
      const { etiquetas, categoria, ...contentChanges } = changes;
      if (categoria && categoria !== current.categoria && !(await findCategoryBySlug(db, categoria))) {
        return 'unknown-category';
      }
      const modelChanges = {
        ...(categoria !== undefined ? { categoria } : {}),
        ...(etiquetas !== undefined ? storedTags(etiquetas) : {}),
        ...(await slugAfterTitle(
          db,
          noticias,
          current,
          contentChanges.titulo,
          current.estado === 'publicada',
        )),
      };
      const next = { ...current, ...contentChanges };
      const firstOut = firstPublicationOf(current);
      const target = and(
        eq(noticias._id, id),
        expectedVersion === undefined ? undefined : eq(noticias.version, expectedVersion),
        // A writer's rights were checked against this state: an editor's move in between (a
        // publication) makes the save a conflict rather than an edit of a public item.
        editor ? undefined : eq(noticias.estado, current.estado),
      );
      const [, saved] = await db.batch([
        keepRevision(target, newObjectId(new Date(now()))),
        db
          .update(noticias)
          .set({
            ...contentChanges,
            ...modelChanges,
            search_text: newsSearchText(next),
            estado: nextState,
            publicar_en: publishAt,
            // Going out for the first time: this is its public date, so it heads the lists. Going
            // out again (after an unpublish or the trash) gives it back its first date.
            ...(nextState === 'publicada' && current.estado !== 'publicada'
              ? { created_at: firstOut || at, primera_publicacion: firstOut || at }
              : { primera_publicacion: firstOut }),
            actualizado_en: at,
            actualizado_por: savedBy,
            version: sql`${noticias.version} + 1`,
          })
          .where(target)
          .returning({ version: noticias.version }),
      ]);
      if (!saved[0]) return 'conflict';
      await releaseUnusedImages(db, media, imagesDropped(imagesOf(current), imagesOf(next)));
      return {
        version: saved[0].version,
        published: nextState === 'publicada' && current.estado !== 'publicada',
        scheduled:
          nextState === 'programada' &&
          (current.estado !== 'programada' || publishAt !== current.publicar_en),
        unpublished,
        from: current.estado,
        to: nextState,
      };
    },

    /**
     * The item takes the content of one of its revisions (its state stays); what it replaces is
     * kept as a new revision, as any save. Revisions do not keep images in storage.
     */
    async restoreRevision(
      id: string,
      rev: string,
      options: NewsSaver & { expectedVersion?: number },
    ): Promise<NewsSaved | NewsSaveRefusal | 'revision-not-found'> {
      const [revision] = await db
        .select()
        .from(noticiasRevisiones)
        .where(and(eq(noticiasRevisiones._id, rev), eq(noticiasRevisiones.noticia_id, id)))
        .limit(1);
      if (!revision) return 'revision-not-found';
      const { titulo, provincia, descripcion, texto, img_portada, img_portada_alt, img_portada_credito } =
        revision;
      // Stored canonical (provinceFieldSchema), as the item's own. A replaced cover leaves
      // storage at once (media-references.ts): when the revision's is gone, the current one stays.
      const restored = { titulo, provincia: provincia as Province, descripcion, texto };
      const cover = { img_portada, img_portada_alt, img_portada_credito };
      const coverKey = mediaKeyOfUrl(img_portada);
      const coverGone = coverKey !== undefined && (await media.head(coverKey)) === null;
      return this.updateNews({ id, ...restored, ...(coverGone ? {} : cover) }, options);
    },

    /**
     * Moves the item to the trash (trash.commands.ts restores and purges it): its row goes, whole,
     * into `noticias_papelera` in the same statement batch; its revisions, notes and images stay.
     * A writer without `edicion` trashes only his own items, never a public or scheduled one (the
     * trash is no back door to unpublishing): the statements themselves check it, so that a
     * publication landing in between is not trashed either.
     */
    async trashNews(
      id: string,
      { savedBy, userId, editor }: NewsSaver,
    ): Promise<'trashed' | 'not-found' | 'needs-editor' | 'not-author'> {
      const at = new Date(now()).toISOString();
      const allowed = and(
        eq(noticias._id, id),
        editor
          ? undefined
          : and(
              notInArray(noticias.estado, ['publicada', 'programada']),
              inArray(noticias.creada_por, ['', userId]),
            ),
      );
      const [, deleted] = await db.batch([
        db.insert(noticiasPapelera).select(
          db
            .select({
              _id: noticias._id,
              titulo: noticias.titulo,
              estado: noticias.estado,
              borrado_por: sql<string>`${savedBy}`.as('borrado_por'),
              borrado_en: sql<string>`${at}`.as('borrado_en'),
              datos: sql<Record<string, unknown>>`${rowAsJson}`.as('datos'),
            })
            .from(noticias)
            .where(allowed),
        ),
        db.delete(noticias).where(allowed).returning({ _id: noticias._id }),
      ]);
      if (deleted[0]) return 'trashed';
      // Refused: say why, from the state the statement found.
      const [current] = await db
        .select({ estado: noticias.estado })
        .from(noticias)
        .where(eq(noticias._id, id))
        .limit(1);
      if (!current) return 'not-found';
      return isPublicOrScheduled(current.estado) ? 'needs-editor' : 'not-author';
    },
  };
}

/**
 * When an item first went out, '' if it never did. Items published before the column was kept
 * (the demo content) have it empty while public: their created_at is that date.
 */
export function firstPublicationOf(row: {
  primera_publicacion?: string | null | undefined;
  estado?: string | null | undefined;
  created_at?: string | null | undefined;
}): string {
  return row.primera_publicacion || (row.estado === 'publicada' ? (row.created_at ?? '') : '');
}
