/**
 * Readable URLs (DESIGN §12): an item's slug is made from its title (slugify, Spanish letters
 * folded) and unique within its table: a repeated one takes the first free `-2`, `-3`…
 */
import { slugify } from '@portal/contracts';
import { and, ne, or, eq, like } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { AppDatabase } from '../db/database.ts';

/** The slug for an item titled `title`, free in `table` (the item `exceptId` may hold it already). */
export async function uniqueSlug(
  db: AppDatabase,
  table: SQLiteTable & { slug: SQLiteColumn; _id: SQLiteColumn },
  title: string,
  exceptId?: string,
): Promise<string> {
  const base = slugify(title) || 'nota';
  const taken = await db
    .select({ slug: table.slug })
    .from(table)
    .where(
      and(
        or(eq(table.slug, base), like(table.slug, `${base}-%`)),
        exceptId ? ne(table._id, exceptId) : undefined,
      ),
    );
  const used = new Set(taken.map((row) => row.slug as string));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The slug change a new title brings (DESIGN §12): none once the item is public (`isPublic`), whose
 * URL is out there; an item written before slugs then keeps its old title's, stored. An item not
 * yet public follows its title.
 */
export async function slugAfterTitle(
  db: AppDatabase,
  table: SQLiteTable & { slug: SQLiteColumn; _id: SQLiteColumn },
  current: { _id: string; slug: string; titulo: string },
  titulo: string | undefined,
  isPublic: boolean,
): Promise<{ slug?: string }> {
  if (titulo === undefined || titulo === current.titulo) return {};
  if (!isPublic) return { slug: await uniqueSlug(db, table, titulo, current._id) };
  return current.slug ? {} : { slug: slugOf(current) };
}

/** An item's slug as answered: the stored one, or (items written before slugs) its title's. */
export const slugOf = (item: { slug: string; titulo: string }) => item.slug || slugify(item.titulo) || 'nota';

/** The tags as stored: names (repeats by slug dropped, first spelling kept) and their slugs. */
export function storedTags(etiquetas: readonly string[]): { etiquetas: string[]; etiquetas_slug: string[] } {
  const bySlug = new Map<string, string>();
  for (const name of etiquetas) {
    const slug = slugify(name);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, name);
  }
  return { etiquetas: [...bySlug.values()], etiquetas_slug: [...bySlug.keys()] };
}
