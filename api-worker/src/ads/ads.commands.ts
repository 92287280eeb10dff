/**
 * The advertising calls of the back office: one ad by id, and its writes. `colocar_en[0]` is
 * stored as one slot column per section; a replaced or deleted ad's image leaves storage unless
 * something else shows it.
 */
import type { Publi, createAdRequestSchema, updateAdRequestSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { publis } from '../db/schema.ts';
import { releaseUnusedImages } from '../media/media-references.ts';
import type { MediaStore } from '../media/media-store.ts';

export type CreateAdInput = z.output<typeof createAdRequestSchema>;
export type UpdateAdInput = z.output<typeof updateAdRequestSchema>;
type PubliRow = typeof publis.$inferSelect;

function toPubli({ inicio, noticias, agenda, galeria, ...publi }: PubliRow): Publi {
  return { ...publi, colocar_en: [{ inicio, noticias, agenda, galeria }] };
}

export function createAdsCommands({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const findRow = async (id: string) =>
    (await db.select().from(publis).where(eq(publis._id, id)).limit(1))[0];

  return {
    /** `GET /api/publi/:id`: the ad as the public list answers it, or undefined. */
    async findAd(id: string): Promise<Publi | undefined> {
      const row = await findRow(id);
      return row && toPubli(row);
    },

    async createAd({ colocar_en: [slots], ...fields }: CreateAdInput): Promise<string> {
      const now = new Date();
      const _id = newObjectId(now);
      await db.insert(publis).values({ _id, ...fields, ...slots, created_at: now.toISOString() });
      return _id;
    },

    /** Changes the fields given; the dates, stored or new, must stay in order. */
    async updateAd({
      id,
      colocar_en,
      ...fields
    }: UpdateAdInput): Promise<'updated' | 'not-found' | 'dates-out-of-order'> {
      const current = await findRow(id);
      if (!current) return 'not-found';
      const changes = { ...fields, ...colocar_en?.[0] };
      const next = { ...current, ...changes };
      if (next.egreso < next.ingreso) return 'dates-out-of-order';
      if (Object.keys(changes).length > 0) await db.update(publis).set(changes).where(eq(publis._id, id));
      if (next.foto !== current.foto) await releaseUnusedImages(db, media, [current.foto]);
      return 'updated';
    },

    async deleteAd(id: string): Promise<'deleted' | 'not-found'> {
      const [deleted] = await db.delete(publis).where(eq(publis._id, id)).returning();
      if (!deleted) return 'not-found';
      await releaseUnusedImages(db, media, [deleted.foto]);
      return 'deleted';
    },
  };
}
