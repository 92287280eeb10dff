import { slugify, type Categoria, type TagSuggestionsResponse } from '@portal/contracts';
import { asc, count, desc, eq, like, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { categorias, categoriasSlugsAnteriores, noticias, noticiasEtiquetas } from '../db/schema.ts';

const columns = { _id: categorias._id, nombre: categorias.nombre, slug: categorias.slug };

/** `GET /api/categorias`: the list, in the order it was made (the defaults first). */
export function listCategories(db: AppDatabase): Promise<Categoria[]> {
  return db
    .select(columns)
    .from(categorias)
    .orderBy(asc(categorias.created_at), asc(sql`${categorias}.rowid`));
}

export async function findCategoryBySlug(db: AppDatabase, slug: string): Promise<Categoria | undefined> {
  const [row] = await db.select(columns).from(categorias).where(eq(categorias.slug, slug)).limit(1);
  return row;
}

/** The current slug of the category that had `slug` before a rename; undefined when none did. */
export async function renamedCategorySlug(db: AppDatabase, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: categorias.slug })
    .from(categoriasSlugsAnteriores)
    .innerJoin(categorias, eq(categorias._id, categoriasSlugsAnteriores.categoria_id))
    .where(eq(categoriasSlugsAnteriores.slug, slug))
    .limit(1);
  return row?.slug;
}

/** How many news items (in any state) are in the category. */
export async function countNewsInCategory(db: AppDatabase, slug: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(noticias).where(eq(noticias.categoria, slug));
  return row?.n ?? 0;
}

/** `GET /api/etiquetas?q=`: the tags in use whose slug holds q's, the most used first (20 at most). */
export async function suggestTags(db: AppDatabase, q: string): Promise<TagSuggestionsResponse> {
  const wanted = slugify(q);
  const rows = await db
    .select({
      slug: noticiasEtiquetas.slug,
      nombre: sql<string>`min(${noticiasEtiquetas.nombre})`,
      usos: count(),
    })
    .from(noticiasEtiquetas)
    .where(wanted ? like(noticiasEtiquetas.slug, `%${wanted}%`) : undefined)
    .groupBy(noticiasEtiquetas.slug)
    .orderBy(desc(count()), asc(noticiasEtiquetas.slug))
    .limit(20);
  return { etiquetas: rows.map(({ nombre, slug, usos }) => ({ nombre, slug, usos })) };
}

/** A tag's name as written on its newest use; undefined when no item carries it. */
export async function tagName(db: AppDatabase, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ nombre: noticiasEtiquetas.nombre })
    .from(noticiasEtiquetas)
    .where(eq(noticiasEtiquetas.slug, slug))
    .limit(1);
  return row?.nombre;
}
