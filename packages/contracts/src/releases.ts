import { z } from 'zod';
import { objectIdSchema } from './common.ts';

// Section releases (issue #19): the registry of each remote's builds, its API (privilege
// secciones) and the failure reports of visitors' browsers.

export const REMOTE_NAMES = ['news', 'agenda', 'gallery', 'admin'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES, { error: 'Sección desconocida.' });

/** The sections as the portal names them (messages and screens never say 'gallery'). */
export const REMOTE_LABELS = {
  news: 'Noticias',
  agenda: 'Agenda',
  gallery: 'Galería',
  admin: 'Administración',
} as const satisfies Record<(typeof REMOTE_NAMES)[number], string>;

/** The label of the release each section starts with, which stands for REMOTE_*_URL. */
export const CONFIGURED_RELEASE_LABEL = 'Configuración del servidor';

/** What a visitor's browser reports: its manifest, entry or a chunk did not load. */
export const BROWSER_FAILURE_KINDS = ['manifest', 'entry', 'chunk'] as const;
/**
 * What counts against a release: the browsers' reports and the portal's own, `render`, when the
 * release's server rendering of a page failed, was slow or unreachable (DESIGN §10).
 */
export const RELEASE_FAILURE_KINDS = [...BROWSER_FAILURE_KINDS, 'render'] as const;
export type ReleaseFailureKind = (typeof RELEASE_FAILURE_KINDS)[number];
export const releaseFailureKindSchema = z.enum(BROWSER_FAILURE_KINDS, {
  error: 'Tipo de falla desconocido (manifest, entry o chunk).',
});

/** One release of a remote, as `GET /api/secciones` lists it. */
export const releaseSchema = z.object({
  _id: objectIdSchema,
  remote: remoteNameSchema,
  /** Its mf-manifest.json. */
  url: z.string(),
  etiqueta: z.string(),
  /** From the manifest's `metaData.release`; null when it did not say. */
  version: z.string().nullable(),
  commit: z.string().nullable(),
  built_at: z.string().nullable(),
  creada_por: z.string(),
  created_at: z.string(),
  /** Archived: never offered to visitors, hidden from the screen's list unless asked for. */
  archivada: z.boolean(),
  archivada_en: z.string().nullable(),
  /** Load failures reported by visitors' browsers and server renders (distinct visitors per hour). */
  fallos: z.number().int(),
  fallos_por_tipo: z.object({
    manifest: z.number().int(),
    entry: z.number().int(),
    chunk: z.number().int(),
    render: z.number().int(),
  }),
});
export type Release = z.infer<typeof releaseSchema>;

export const seccionSchema = z.object({
  remote: remoteNameSchema,
  /** The active release's id. */
  activa: objectIdSchema,
  activa_desde: z.string(),
  activada_por: z.string(),
  /** The candidate's id, or null. */
  candidata: objectIdSchema.nullable(),
  /** Share of visitors (0–100 %) that get the candidate. */
  canary: z.number().int(),
  /** Every release of the remote, newest first. */
  releases: z.array(releaseSchema),
});
export type Seccion = z.infer<typeof seccionSchema>;

export const seccionesResponseSchema = z.object({ secciones: z.array(seccionSchema) });
export type SeccionesResponse = z.infer<typeof seccionesResponseSchema>;

export const remoteParamSchema = z.object({ remote: remoteNameSchema });

const releaseUrlSchema = z
  .string({ error: 'La URL del manifiesto es obligatoria.' })
  .trim()
  .min(1, 'La URL del manifiesto es obligatoria.')
  .max(2000, 'La URL del manifiesto es demasiado larga.')
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'La URL del manifiesto debe ser una dirección http o https.');

export const newReleaseRequestSchema = z.object({
  url: releaseUrlSchema,
  etiqueta: z
    .string({ error: 'La etiqueta es obligatoria.' })
    .trim()
    .min(1, 'La etiqueta es obligatoria.')
    .max(100, 'La etiqueta tiene como máximo 100 caracteres.'),
});
export type NewReleaseRequest = z.infer<typeof newReleaseRequestSchema>;

export const newReleaseResponseSchema = z.object({ msg: z.string(), release: releaseSchema });

export const updateSeccionRequestSchema = z.object({
  activa: objectIdSchema.optional(),
  /** A release id, or null to clear the candidate (and its share). */
  candidata: objectIdSchema.nullable().optional(),
  canary: z
    .number({ error: 'El porcentaje debe ser un número entero de 0 a 100.' })
    .int('El porcentaje debe ser un número entero de 0 a 100.')
    .min(0, 'El porcentaje debe ser un número entero de 0 a 100.')
    .max(100, 'El porcentaje debe ser un número entero de 0 a 100.')
    .optional(),
});
export type UpdateSeccionRequest = z.infer<typeof updateSeccionRequestSchema>;

export const updateSeccionResponseSchema = z.object({ msg: z.string(), seccion: seccionSchema });

export const releaseParamSchema = z.object({ remote: remoteNameSchema, id: objectIdSchema });

/** `PUT /api/secciones/:remote/releases/:id`: archives a release, or brings it back. */
export const archiveReleaseRequestSchema = z.object({
  archivada: z.boolean({ error: 'archivada debe ser true o false.' }),
});
export type ArchiveReleaseRequest = z.infer<typeof archiveReleaseRequestSchema>;

/** What a visitor's browser reports when a release fails to load: nothing about the visitor. */
export const releaseFailureReportSchema = z.object({
  remote: remoteNameSchema,
  release: objectIdSchema,
  kind: releaseFailureKindSchema,
});
export type ReleaseFailureReport = z.infer<typeof releaseFailureReportSchema>;
