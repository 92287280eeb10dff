import { z } from 'zod';

/** `GET /remotes.json`: where the shell finds each remote's Module Federation manifest. */
export const remotesManifestSchema = z.object({
  news: z.string(),
  agenda: z.string(),
  gallery: z.string(),
  admin: z.string(),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
export type RemoteName = keyof RemotesManifest;
