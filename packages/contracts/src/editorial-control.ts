/**
 * Editorial control of news (DESIGN §11, docs/api.md "Editorial control"): review before
 * publishing, who else is editing, the trash bin and the editorial calendar. The rules are pure
 * functions here, so that the server enforces them and the back office shows only the buttons
 * they allow.
 */
import { z } from 'zod';
import { objectIdSchema, timestampSchema } from './common.ts';
import { newsStateSchema, staffNoticiaListItemSchema, type NewsState } from './editorial.ts';
import { pageSchema } from './page.ts';
import { hasPrivilege, type Privilege, type Usuario } from './users.ts';

/** The privilege that publishes, schedules, unpublishes and approves news. */
export const EDITOR_PRIVILEGE = 'edicion' as const satisfies Privilege;

export const isEditor = (user: Pick<Usuario, 'privilegios'> | null | undefined): boolean =>
  Boolean(user) && hasPrivilege(user!, EDITOR_PRIVILEGE);

/** The states in which an item is, or is about to be, public. */
export const isPublicOrScheduled = (estado: NewsState): boolean =>
  estado === 'publicada' || estado === 'programada';

/**
 * Whether a save of an item in state `from` that leaves it in `to` needs `edicion`: publishing,
 * scheduling (approving is one of them), unpublishing, and any edit of an item that is public or
 * scheduled.
 */
export const saveNeedsEditor = (from: NewsState, to: NewsState): boolean =>
  isPublicOrScheduled(from) || isPublicOrScheduled(to);

/**
 * The state an item comes back from the trash in: the one it had, except that a public or
 * scheduled one comes back a draft unless the user restoring it has `edicion`.
 */
export const stateAfterRestore = (estado: NewsState, editor: boolean): NewsState =>
  isPublicOrScheduled(estado) && !editor ? 'borrador' : estado;

export const EDITOR_REQUIRED_MESSAGE =
  'Publicar, programar, despublicar o aprobar una noticia requiere el privilegio «edicion».';
export const NEWS_LOCKED_MESSAGE =
  'Esta noticia está publicada o programada: solo quien tiene el privilegio «edicion» puede modificarla.';
/** `POST /api/crearnoticia` without `estado` by a user without `edicion` (the original client). */
export const NEWS_CREATED_FOR_REVIEW_MESSAGE =
  'Articulo creado! Quedó en revisión: un editor lo revisará antes de publicarlo.';
export const NEWS_SENT_FOR_REVIEW_MESSAGE = 'Noticia enviada a revisión.';
export const REVIEW_ONLY_DRAFTS_MESSAGE = 'Solo un borrador puede enviarse a revisión.';
export const REVIEW_AUTHOR_ONLY_MESSAGE =
  'Solo quien escribió esta noticia, o un editor, puede enviarla a revisión.';

/**
 * Ownership (DESIGN §11): a writer without `edicion` edits, sends, trashes and restores only the
 * items he wrote (`creada_por`), or one whose author is not known ('': written before the column
 * and not named by the audit log, migration 0018); an editor handles everyone's. The API enforces
 * these rules; the back office shows its buttons by them.
 */
export const ownsNews = (item: { creada_por: string }, user: { userId: string; editor: boolean }) =>
  user.editor || item.creada_por === '' || item.creada_por === user.userId;

/** Whether a user may send an item for review: its author (or an editor). */
export const maySendForReview = ownsNews;

/**
 * Whether a user may edit an item (`PUT /api/noticia`, restoring a revision) or send it to the
 * trash: an editor any; a writer only his own, and not while it is public or scheduled (the
 * trash is no back door to unpublishing).
 */
export const mayEditNews = (
  item: { estado: NewsState; creada_por: string },
  user: { userId: string; editor: boolean },
) => user.editor || (!isPublicOrScheduled(item.estado) && ownsNews(item, user));
export const mayTrashNews = mayEditNews;

/** Whether a user may bring an item back from the trash (as a draft, without `edicion`). */
export const mayRestoreNews = ownsNews;

export const NEWS_AUTHOR_ONLY_MESSAGE = 'Solo quien escribió esta noticia, o un editor, puede modificarla.';
export const TRASH_NEEDS_EDITOR_MESSAGE =
  'Esta noticia está publicada o programada: solo quien tiene el privilegio «edicion» puede enviarla a la papelera.';
export const TRASH_AUTHOR_ONLY_MESSAGE =
  'Solo quien escribió esta noticia, o un editor, puede enviarla a la papelera.';
export const RESTORE_AUTHOR_ONLY_MESSAGE =
  'Solo quien escribió esta noticia, o un editor, puede recuperarla de la papelera.';
export const NEWS_RETURNED_MESSAGE = 'Noticia devuelta al autor.';
export const RETURN_ONLY_IN_REVIEW_MESSAGE = 'Solo una noticia en revisión puede devolverse al autor.';
export const RETURN_NOTE_REQUIRED_MESSAGE = 'Escribí una nota para el autor.';
export const NOTE_MAX_LENGTH = 1000;
const NOTE_TOO_LONG_MESSAGE = `La nota admite a lo sumo ${NOTE_MAX_LENGTH} caracteres.`;

// ---------------------------------------------------------------------------------------------
// Review (edicion approves; noticias sends).

/** `POST /api/noticia/:id/revision`: an optional note for the editors. */
export const sendForReviewRequestSchema = z.object({
  nota: z
    .string('La nota debe ser un texto.')
    .max(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE)
    .optional()
    .transform((nota) => nota?.trim() ?? ''),
});
export type SendForReviewRequest = z.input<typeof sendForReviewRequestSchema>;

/** `POST /api/noticia/:id/devolver` (edicion): the item goes back to its author as a draft, with a note. */
export const returnToAuthorRequestSchema = z.object({
  nota: z
    .string(RETURN_NOTE_REQUIRED_MESSAGE)
    .trim()
    .min(1, RETURN_NOTE_REQUIRED_MESSAGE)
    .max(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE),
});
export type ReturnToAuthorRequest = z.input<typeof returnToAuthorRequestSchema>;

/** One item of the review queue: the staff list item and who sent it, when, with which note. */
export const reviewQueueItemSchema = staffNoticiaListItemSchema.extend({
  enviada_por: z.string(),
  enviada_en: timestampSchema,
  nota: z.string(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
/** `GET /api/redaccion/revision/:limit/:page`: oldest first. */
export const reviewQueueResponseSchema = z.object({ noticias: pageSchema(reviewQueueItemSchema) });
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

export const NEWS_NOTE_KINDS = ['revision', 'devolucion'] as const;
/** A note of the review: sent with the item ('revision') or with its return ('devolucion'). */
export const newsNoteSchema = z.object({
  _id: objectIdSchema,
  tipo: z.enum(NEWS_NOTE_KINDS),
  nota: z.string(),
  autor: z.string(),
  created_at: timestampSchema,
});
export type NewsNote = z.infer<typeof newsNoteSchema>;
/** `GET /api/noticia/:id/notas`: newest first. */
export const newsNotesResponseSchema = z.object({ notas: z.array(newsNoteSchema) });
export type NewsNotesResponse = z.infer<typeof newsNotesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Presence: who else has an item open.

/** The edit screen says it has the item open this often. */
export const PRESENCE_HEARTBEAT_MS = 20_000;
/** Someone is gone this long after their last heartbeat. */
export const PRESENCE_TTL_MS = 60_000;

export const presenceSchema = z.object({
  /** The username. */
  usuario: z.string(),
  /** The full name. */
  nombre: z.string(),
  /** Since when they have it open (UTC ISO-8601). */
  desde: timestampSchema,
});
export type Presence = z.infer<typeof presenceSchema>;
/** `POST /api/noticia/:id/presencia`: the others who have the item open. */
export const presenceResponseSchema = z.object({ editando: z.array(presenceSchema) });
export type PresenceResponse = z.infer<typeof presenceResponseSchema>;
/** `GET /api/redaccion/presencia`: every item open by someone now, for the news table. */
export const newsroomPresenceResponseSchema = z.object({
  presencia: z.array(presenceSchema.extend({ noticia_id: objectIdSchema })),
});
export type NewsroomPresenceResponse = z.infer<typeof newsroomPresenceResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Trash ('Papelera').

/** Trashed items are deleted for good this long after they were trashed. */
export const TRASH_DAYS = 30;
export const TRASH_RETENTION_MS = TRASH_DAYS * 24 * 60 * 60 * 1000;
export const NEWS_TRASHED_MESSAGE = 'Noticia enviada a la papelera.';
export const TRASH_RESTORED_MESSAGE = 'Noticia restaurada.';
export const TRASH_PURGED_MESSAGE = 'Noticia eliminada definitivamente.';
export const TRASH_NOT_FOUND_MESSAGE = 'La noticia no está en la papelera.';

export const trashItemSchema = z.object({
  _id: objectIdSchema,
  titulo: z.string(),
  /** Who trashed it (full name). */
  borrado_por: z.string(),
  borrado_en: timestampSchema,
  /** The state it had. */
  estado: newsStateSchema,
  /** Its author's user `_id` ('' when not known): who besides editors may restore it. */
  creada_por: z.string(),
  /** When it goes for good. */
  se_elimina_en: timestampSchema,
});
export type TrashItem = z.infer<typeof trashItemSchema>;
/** `GET /api/papelera/:limit/:page`: the most recently trashed first. */
export const trashListResponseSchema = z.object({ papelera: pageSchema(trashItemSchema) });
export type TrashListResponse = z.infer<typeof trashListResponseSchema>;
/** `POST /api/papelera/:id/restaurar`: the state it came back in. */
export const trashRestoreResponseSchema = z.object({ msg: z.string(), estado: newsStateSchema });
export type TrashRestoreResponse = z.infer<typeof trashRestoreResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Editorial calendar.

/** The longest span one calendar call covers (a month view with its edges). */
export const CALENDAR_MAX_DAYS = 62;
const CALENDAR_DAY_MESSAGE = 'Las fechas «desde» y «hasta» deben tener el formato AAAA-MM-DD.';
export const CALENDAR_RANGE_MESSAGE = `«desde» debe ser anterior o igual a «hasta», y el período de a lo sumo ${CALENDAR_MAX_DAYS} días.`;
const calendarDaySchema = z.iso.date(CALENDAR_DAY_MESSAGE);

/** `?desde=&hasta=`: days of Argentina's calendar (`YYYY-MM-DD`), both included. */
export const calendarQuerySchema = z
  .object({
    desde: z.string(CALENDAR_DAY_MESSAGE).pipe(calendarDaySchema),
    hasta: z.string(CALENDAR_DAY_MESSAGE).pipe(calendarDaySchema),
  })
  .refine(
    ({ desde, hasta }) =>
      desde <= hasta && Date.parse(hasta) - Date.parse(desde) < CALENDAR_MAX_DAYS * 24 * 60 * 60 * 1000,
    { message: CALENDAR_RANGE_MESSAGE },
  );
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

export const calendarItemSchema = z.object({
  _id: objectIdSchema,
  titulo: z.string(),
  estado: z.enum(['programada', 'publicada']),
  /** When it goes out (scheduled) or went out (published: its public date). */
  publicar_en: timestampSchema,
  /** Its author (full name). */
  autor: z.string(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;
/** `GET /api/redaccion/calendario?desde=&hasta=`: by time, earliest first. */
export const calendarResponseSchema = z.object({ calendario: z.array(calendarItemSchema) });
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;
