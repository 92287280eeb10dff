/** The editors' writes of the category list (DESIGN §12, privilege edicion). */
import { slugify, type Categoria } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { categorias, categoriasSlugsAnteriores, noticias } from '../db/schema.ts';
import { countNewsInCategory, findCategoryBySlug } from './categories.queries.ts';

export type CategoryRefusal = 'exists' | 'not-found' | 'in-use';

/** A new category named `nombre`; 'exists' when one already has its slug. */
export async function createCategory(
  db: AppDatabase,
  nombre: string,
  now: () => number = Date.now,
): Promise<Categoria | 'exists'> {
  const slug = slugify(nombre);
  if (await findCategoryBySlug(db, slug)) return 'exists';
  const at = new Date(now());
  const categoria = { _id: newObjectId(at), nombre, slug };
  await db.batch([
    db.insert(categorias).values({ ...categoria, created_at: at.toISOString() }),
    // A slug taken again names the new category: its old owner's pages stop redirecting there.
    db.delete(categoriasSlugsAnteriores).where(eq(categoriasSlugsAnteriores.slug, slug)),
  ]);
  return categoria;
}

/**
 * Renames a category; its slug follows the name, and so do the news that name it (one batch:
 * no item is ever left naming a slug that no longer exists). The old slug is kept, so that its
 * published pages and feed answer a 301 to the new one (DESIGN §12).
 */
export async function renameCategory(
  db: AppDatabase,
  id: string,
  nombre: string,
): Promise<Categoria | CategoryRefusal> {
  const [current] = await db.select().from(categorias).where(eq(categorias._id, id)).limit(1);
  if (!current) return 'not-found';
  const slug = slugify(nombre);
  const holder = await findCategoryBySlug(db, slug);
  if (holder && holder._id !== id) return 'exists';
  await db.batch([
    db.update(categorias).set({ nombre, slug }).where(eq(categorias._id, id)),
    db.update(noticias).set({ categoria: slug }).where(eq(noticias.categoria, current.slug)),
    db.delete(categoriasSlugsAnteriores).where(eq(categoriasSlugsAnteriores.slug, slug)),
    ...(current.slug === slug
      ? []
      : [
          db
            .insert(categoriasSlugsAnteriores)
            .values({ slug: current.slug, categoria_id: id })
            .onConflictDoUpdate({ target: categoriasSlugsAnteriores.slug, set: { categoria_id: id } }),
        ]),
  ]);
  return { _id: id, nombre, slug };
}

/** Deletes a category no news item is in ('in-use' otherwise: 409). */
export async function deleteCategory(db: AppDatabase, id: string): Promise<'deleted' | CategoryRefusal> {
  const [current] = await db.select().from(categorias).where(eq(categorias._id, id)).limit(1);
  if (!current) return 'not-found';
  if ((await countNewsInCategory(db, current.slug)) > 0) return 'in-use';
  // A deleted category's old slugs lead nowhere: they become unknown slugs (404).
  await db.batch([
    db.delete(categorias).where(eq(categorias._id, id)),
    db.delete(categoriasSlugsAnteriores).where(eq(categoriasSlugsAnteriores.categoria_id, id)),
  ]);
  return 'deleted';
}
