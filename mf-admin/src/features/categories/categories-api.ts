import { api, apiUrl, useApi } from '@portal/ui';

// The category list's calls (docs/api.md, "Categories, tags and readable URLs"): reading is
// public; writing needs `edicion`.

export const useCategories = () => useApi(apiUrl('/api/categorias'));

export const createCategory = (nombre: string) => api.POST('/api/categorias', { body: { nombre } });

export const renameCategory = (id: string, nombre: string) =>
  api.PUT('/api/categorias/{id}', { params: { path: { id } }, body: { nombre } });

export const deleteCategory = (id: string) =>
  api.DELETE('/api/categorias/{id}', { params: { path: { id } } });
