/**
 * The editorial workflow of news (docs/api.md, "Editorial workflow"): states, scheduled
 * publishing, the staff views of an item, its revisions and the audit log.
 */
import { z } from 'zod';
import { objectIdSchema, timestampSchema } from './common.ts';
import { noticiaSchema } from './news.ts';
import { pageSchema } from './page.ts';
import { toArgentinaTime } from './dates.ts';

/**
 * `borrador` (draft), `revision` (sent for review, DESIGN §11), `programada` (scheduled, with
 * `publicar_en`) or `publicada`.
 */
export const NEWS_STATES = ['borrador', 'revision', 'programada', 'publicada'] as const;
export type NewsState = (typeof NEWS_STATES)[number];
export const NEWS_STATE_MESSAGE = `El estado debe ser uno de: ${NEWS_STATES.join(', ')}.`;
export const newsStateSchema = z.enum(NEWS_STATES, NEWS_STATE_MESSAGE);

export const PUBLISH_AT_MESSAGE = 'La fecha de publicación no es válida (ISO-8601 con zona horaria).';
export const PUBLISH_AT_REQUIRED_MESSAGE = 'Para programar una noticia indicá fecha y hora de publicación.';
/** Scheduling at a time that has passed (it would go out at once, dated in the past): refused (400). */
export const PUBLISH_AT_PAST_MESSAGE = 'La fecha de publicación ya pasó: elegí un momento futuro.';
/** `publicar_en` as sent: ISO-8601 with an offset (Argentina's -03:00 or Z); stored in UTC. */
export const publishAtSchema = z.iso.datetime({ offset: true, error: PUBLISH_AT_MESSAGE });

/** PUT /api/noticia with `If-Match` when someone saved the item in between: nothing is written. */
export const NEWS_CONFLICT_MESSAGE = 'Otra persona modificó esta noticia mientras la editabas.';

/** The 412's `msg`: who saved the version the save did not name, and when (Argentina's time). */
export function newsConflictMessage(savedBy: string, savedAt: string): string {
  const time = toArgentinaTime(new Date(savedAt));
  return savedBy
    ? `${savedBy} guardó esta noticia a las ${time} (hora de Argentina) mientras la editabas.`
    : NEWS_CONFLICT_MESSAGE;
}

/** 'Despublicar' (PUT /api/noticia with `despublicar: true`): the item is a draft again. */
export const NEWS_UNPUBLISHED_MESSAGE = 'Noticia despublicada: ya no se ve en el sitio.';
/** `estado: 'borrador'` for a published or scheduled item without `despublicar: true`: refused (409). */
export const NEWS_UNPUBLISH_REQUIRED_MESSAGE =
  'Esta noticia está publicada o programada: guardarla como borrador la quitaría del sitio. Para eso usá «Despublicar».';
export const UNPUBLISH_FLAG_MESSAGE = 'despublicar debe ser verdadero o falso.';
export const UNPUBLISH_STATE_MESSAGE = 'Despublicar deja la noticia como borrador: no indiques otro estado.';

/** A news item as the back office sees it: any state, with what the workflow keeps. */
export const staffNoticiaSchema = noticiaSchema.extend({
  estado: newsStateSchema,
  /** When a scheduled item goes out (UTC ISO-8601); null unless scheduled or published by schedule. */
  publicar_en: timestampSchema.nullable(),
  /** The last save (UTC ISO-8601). */
  actualizado_en: timestampSchema,
  /** Goes up by one per save: the staff view's ETag, and what `If-Match` names. */
  version: z.number().int().positive(),
  /** The user `_id` of who wrote it ('' when unknown): only they, or an editor, send it for review. */
  creada_por: z.string(),
});
export type StaffNoticia = z.infer<typeof staffNoticiaSchema>;

/**
 * The 412 of `PUT /api/noticia` (and of a restore) when the item is no longer at the version the
 * save named: who saved it last and when, its version now and the item as it is, so that the
 * editor can load that version or knowingly save on top of it (`If-Match` with `version`).
 */
export const newsConflictResponseSchema = z.object({
  msg: z.string(),
  /** The full name of who saved the current version ('' when unknown). */
  actualizado_por: z.string(),
  actualizado_en: timestampSchema,
  version: z.number().int().positive(),
  noticia: staffNoticiaSchema,
});
export type NewsConflictResponse = z.infer<typeof newsConflictResponseSchema>;
export const staffNoticiaListItemSchema = staffNoticiaSchema.omit({ texto: true });
export type StaffNoticiaListItem = z.infer<typeof staffNoticiaListItemSchema>;

/** `GET /api/redaccion/noticia/:id`. */
export const staffNewsDetailResponseSchema = z.object({ noticia: z.tuple([staffNoticiaSchema]) });
export type StaffNewsDetailResponse = z.infer<typeof staffNewsDetailResponseSchema>;

/** `GET /api/redaccion/noticias/:limit/:page?estado=&q=`: `q` as every staff list, `estado` one state. */
export const staffNewsListQuerySchema = z.object({
  q: z
    .string('La búsqueda debe ser un texto.')
    .max(100, 'La búsqueda no puede superar los 100 caracteres.')
    .optional()
    .transform((q) => q?.trim() ?? ''),
  estado: z
    .union([newsStateSchema, z.literal('')], NEWS_STATE_MESSAGE)
    .optional()
    .transform((estado) => estado || undefined),
});
export type StaffNewsListQuery = z.output<typeof staffNewsListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Revisions: every save keeps the content it replaces (privilege noticias).

/** `GET /api/noticia/:id/revisiones`: newest first, one per save. */
export const revisionSummarySchema = z.object({
  _id: objectIdSchema,
  /** Who wrote that content. */
  autor: z.string(),
  /** When that content was saved. */
  created_at: timestampSchema,
  titulo: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** The fields a revision is compared by ('cambios'), in the order the back office lists them. */
export const REVISION_FIELDS = [
  'titulo',
  'descripcion',
  'texto',
  'provincia',
  'img_portada',
  'img_portada_alt',
  'img_portada_credito',
  'estado',
  'publicar_en',
] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];

/** One entry of the revisions list: the summary, its version and state, and what the next save changed. */
export const revisionListItemSchema = revisionSummarySchema.extend({
  /** The item's version this content had. */
  version: z.number().int().positive(),
  estado: newsStateSchema,
  /** The fields in which the next version (a newer revision, or the item as it is) differs from this one. */
  cambios: z.array(z.enum(REVISION_FIELDS)),
});
export type RevisionListItem = z.infer<typeof revisionListItemSchema>;
export const revisionsResponseSchema = z.object({ revisiones: z.array(revisionListItemSchema) });
export type RevisionsResponse = z.infer<typeof revisionsResponseSchema>;

/** `GET /api/noticia/:id/revisiones/:rev`: that content in full. */
export const revisionSchema = revisionSummarySchema.extend({
  noticia_id: objectIdSchema,
  provincia: z.string(),
  descripcion: z.string(),
  texto: z.string(),
  img_portada: z.string(),
  img_portada_alt: z.string(),
  img_portada_credito: z.string(),
  estado: newsStateSchema,
  publicar_en: timestampSchema.nullable(),
  version: z.number().int().positive(),
});
export type Revision = z.infer<typeof revisionSchema>;
export const revisionResponseSchema = z.object({ revision: revisionSchema });
export type RevisionResponse = z.infer<typeof revisionResponseSchema>;

/** `:id` and `:rev` of the revision calls. */
export const revisionParamsSchema = z.object({ id: objectIdSchema, rev: objectIdSchema });

export const REVISION_NOT_FOUND_MESSAGE = 'La revisión solicitada no existe.';
export const REVISION_RESTORED_MESSAGE = 'Revisión restaurada.';

// ---------------------------------------------------------------------------------------------
// The audit log (privilege usuarios).

/** One row: who did what to which item (and what it was called), when and from where. */
export const auditRowSchema = z.object({
  _id: objectIdSchema,
  /** The username; '(sistema)' (SYSTEM_AUDIT_USER) for what scheduled publishing does. */
  usuario: z.string(),
  accion: z.string(),
  recurso: z.string(),
  recurso_id: z.string(),
  /** The item's title (name, client…) when the row was written: deleted items keep theirs. */
  titulo: z.string(),
  /** Whether the item still exists (the back office links it only then). */
  existe: z.boolean(),
  created_at: timestampSchema,
  ip: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

const AUDIT_DAY_MESSAGE = 'La fecha debe tener el formato AAAA-MM-DD.';
export const AUDIT_RANGE_MESSAGE = 'La fecha «desde» no puede ser posterior a «hasta».';
/** An optional day of Argentina's calendar: empty or left out, no bound. */
const auditDaySchema = z
  .union([z.iso.date(AUDIT_DAY_MESSAGE), z.literal('')], AUDIT_DAY_MESSAGE)
  .optional()
  .transform((day) => day || undefined);

/**
 * `?usuario=&recurso=&desde=&hasta=`: `usuario` a part of the username in any case, `recurso`
 * exact, `desde`/`hasta` days (`YYYY-MM-DD`, Argentina's calendar, both included); empty or left
 * out, no filter.
 */
export const auditListQuerySchema = z
  .object({
    usuario: z
      .string('El usuario debe ser un texto.')
      .max(100, 'El usuario es demasiado largo.')
      .optional()
      .transform((value) => value?.trim() || undefined),
    recurso: z
      .string('El recurso debe ser un texto.')
      .max(100, 'El recurso es demasiado largo.')
      .optional()
      .transform((value) => value?.trim() || undefined),
    desde: auditDaySchema,
    hasta: auditDaySchema,
  })
  .refine(({ desde, hasta }) => !desde || !hasta || desde <= hasta, { message: AUDIT_RANGE_MESSAGE });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** `GET /api/auditoria/:limit/:page`. */
export const auditListResponseSchema = z.object({ auditoria: pageSchema(auditRowSchema) });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
