import { z } from 'zod';

/** Per remote: the release chosen for this visitor and, when it is not the active one, the active one. */
export const remoteReleaseChoiceSchema = z.object({
  /** The chosen release's id (what a failure report names). */
  id: z.string(),
  /** The active release, to fall back to when the chosen one (a candidate) fails to load. */
  activa: z.object({ id: z.string(), url: z.string() }).optional(),
});
export type RemoteReleaseChoice = z.infer<typeof remoteReleaseChoiceSchema>;

/**
 * `GET /remotes.json`: where the shell finds each remote's Module Federation manifest, as it
 * always did, plus (`releases`) which release each URL is and the active one to fall back to.
 */
export const remotesManifestSchema = z.object({
  news: z.string(),
  agenda: z.string(),
  gallery: z.string(),
  admin: z.string(),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
export type RemoteName = keyof RemotesManifest;

export const remotesAnswerSchema = remotesManifestSchema.extend({
  releases: z
    .partialRecord(z.enum(['news', 'agenda', 'gallery', 'admin']), remoteReleaseChoiceSchema)
    .optional(),
});
export type RemotesAnswer = z.infer<typeof remotesAnswerSchema>;
