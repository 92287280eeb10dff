import { z } from 'zod';

/** A page of a list, shaped like the original app's mongoose-paginate answers. */
export interface Page<T> {
  docs: T[];
  totalDocs: number;
  limit: number;
  page: number;
  totalPages: number;
  pagingCounter: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
}

export const MAX_PAGE_LIMIT = 100;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    docs: z.array(item),
    totalDocs: z.int().nonnegative(),
    limit: z.int().min(1).max(MAX_PAGE_LIMIT),
    page: z.int().min(1),
    totalPages: z.int().min(1),
    pagingCounter: z.int().min(1),
    hasPrevPage: z.boolean(),
    hasNextPage: z.boolean(),
    prevPage: z.int().min(1).nullable(),
    nextPage: z.int().min(1).nullable(),
  });
}

export const PAGE_LIMIT_MESSAGE = `La cantidad por página debe ser un número entero entre 1 y ${MAX_PAGE_LIMIT}.`;
export const PAGE_NUMBER_MESSAGE = 'El número de página debe ser un número entero mayor o igual a 1.';

/** `:limit` (1–100) and `:page` (≥ 1) as they arrive in a path; anything else is a 400. */
export const pageRequestSchema = z.object({
  limit: z
    .string(PAGE_LIMIT_MESSAGE)
    .regex(/^\d{1,3}$/, PAGE_LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.int().min(1, PAGE_LIMIT_MESSAGE).max(MAX_PAGE_LIMIT, PAGE_LIMIT_MESSAGE)),
  page: z
    .string(PAGE_NUMBER_MESSAGE)
    .regex(/^\d{1,7}$/, PAGE_NUMBER_MESSAGE)
    .transform(Number)
    .pipe(z.int().min(1, PAGE_NUMBER_MESSAGE)),
});

/**
 * `:prov/:limit/:page` of the province lists. Any name is accepted: one that is no province
 * (say 'Rosario', listed in the mobile menu) simply has no news or events.
 */
export const provincePageRequestSchema = pageRequestSchema.extend({ prov: z.string() });

export type PageRequest = z.output<typeof pageRequestSchema>;

/** Wraps one page of items with the paging fields, as mongoose-paginate computes them. */
export function buildPage<T>(
  docs: T[],
  { totalDocs, limit, page }: { totalDocs: number; limit: number; page: number },
): Page<T> {
  // An empty list still has one (empty) page, as in the original answers.
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  const hasPrevPage = page > 1;
  const hasNextPage = page < totalPages;
  return {
    docs,
    totalDocs,
    limit,
    page,
    totalPages,
    pagingCounter: (page - 1) * limit + 1,
    hasPrevPage,
    hasNextPage,
    prevPage: hasPrevPage ? page - 1 : null,
    nextPage: hasNextPage ? page + 1 : null,
  };
}
