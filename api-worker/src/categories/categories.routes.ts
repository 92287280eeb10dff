import {
  CATEGORY_CREATED_MESSAGE,
  CATEGORY_DELETED_MESSAGE,
  CATEGORY_EXISTS_MESSAGE,
  CATEGORY_IN_USE_MESSAGE,
  CATEGORY_NOT_FOUND_MESSAGE,
  CATEGORY_UPDATED_MESSAGE,
  categoriesResponseSchema,
  categoryBodySchema,
  categoryWrittenResponseSchema,
  idParamSchema,
  tagSuggestionsQuerySchema,
  tagSuggestionsResponseSchema,
} from '@portal/contracts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { cachedJson, publicCache } from '../http/public-cache/index.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody, messageSchema } from '../routing/responses.ts';
import { createCategory, deleteCategory, renameCategory } from './categories.commands.ts';
import { listCategories, suggestTags } from './categories.queries.ts';

const cached = publicCache();
const edicion = { privilege: 'edicion' } as const;
const audit = { recurso: 'categoria' };

export const listCategoriesRoute = declareRoute({
  method: 'get',
  path: '/api/categorias',
  access: 'public',
  summary: 'Las categorías de noticias',
  middleware: [cached],
  responses: { 200: jsonAnswer(categoriesResponseSchema, 'La lista bajo `categorias`, en su orden.') },
});

export const createCategoryRoute = declareRoute({
  method: 'post',
  path: '/api/categorias',
  access: edicion,
  audit,
  summary: 'Crea una categoría',
  request: { body: jsonBody(categoryBodySchema) },
  responses: {
    200: jsonAnswer(categoryWrittenResponseSchema, 'Creada.'),
    409: errorResponse('Ya existe una con ese nombre.'),
  },
});

export const renameCategoryRoute = declareRoute({
  method: 'put',
  path: '/api/categorias/{id}',
  access: edicion,
  audit,
  summary: 'Cambia el nombre de una categoría (su slug y el de sus noticias lo siguen)',
  request: { params: idParamSchema, body: jsonBody(categoryBodySchema) },
  responses: {
    200: jsonAnswer(categoryWrittenResponseSchema, 'Modificada.'),
    404: errorResponse('No existe.'),
    409: errorResponse('Ya existe otra con ese nombre.'),
  },
});

export const deleteCategoryRoute = declareRoute({
  method: 'delete',
  path: '/api/categorias/{id}',
  access: edicion,
  audit,
  summary: 'Borra una categoría sin noticias',
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(messageSchema, 'Borrada.'),
    404: errorResponse('No existe.'),
    409: errorResponse('Tiene noticias.'),
  },
});

export const suggestTagsRoute = declareRoute({
  method: 'get',
  path: '/api/etiquetas',
  access: { privilege: 'noticias' },
  summary: 'Etiquetas en uso que contienen q, las más usadas primero (sugerencias del formulario)',
  request: { query: tagSuggestionsQuerySchema },
  responses: { 200: jsonAnswer(tagSuggestionsResponseSchema, 'Hasta 20 bajo `etiquetas`.') },
});

/** Categories and tags (DESIGN §12): the list, its editors' writes and the tag suggestions. */
export function createCategoriesRoutes({ db, now }: { db: AppDatabase; now?: () => number }) {
  return declaredRoutes<StaffEnv>(db)
    .add(listCategoriesRoute, async (c) => cachedJson(c, { categorias: await listCategories(db) }))
    .add(createCategoryRoute, async (c) => {
      const categoria = await createCategory(db, c.req.valid('json').nombre, now);
      if (categoria === 'exists') return c.json({ msg: CATEGORY_EXISTS_MESSAGE }, 409);
      c.set('auditRecursoId', categoria._id);
      return c.json({ msg: CATEGORY_CREATED_MESSAGE, categoria });
    })
    .add(renameCategoryRoute, async (c) => {
      const result = await renameCategory(db, c.req.valid('param').id, c.req.valid('json').nombre);
      if (result === 'not-found') return c.json({ msg: CATEGORY_NOT_FOUND_MESSAGE }, 404);
      if (result === 'exists' || result === 'in-use') return c.json({ msg: CATEGORY_EXISTS_MESSAGE }, 409);
      return c.json({ msg: CATEGORY_UPDATED_MESSAGE, categoria: result });
    })
    .add(deleteCategoryRoute, async (c) => {
      const result = await deleteCategory(db, c.req.valid('param').id);
      if (result === 'not-found') return c.json({ msg: CATEGORY_NOT_FOUND_MESSAGE }, 404);
      if (result === 'in-use' || result === 'exists') return c.json({ msg: CATEGORY_IN_USE_MESSAGE }, 409);
      return c.json({ msg: CATEGORY_DELETED_MESSAGE });
    })
    .add(suggestTagsRoute, async (c) => c.json(await suggestTags(db, c.req.valid('query').q))).app;
}
