import type { NewReleaseRequest, RemoteName, UpdateSeccionRequest } from '@portal/contracts';
import { api, apiUrl, useApi } from '@portal/ui';

// The section releases' calls of the back office (docs/api.md, privilege secciones).

/** Every section with its active release, its candidate and share, and all its releases. */
export const useSecciones = () => useApi(apiUrl('/api/secciones'));

/** Registers a release: the server reads its mf-manifest.json first (422 with a Spanish msg). */
export const addRelease = (remote: RemoteName, release: NewReleaseRequest) =>
  api.POST('/api/secciones/{remote}/releases', { params: { path: { remote } }, body: release });

/** Activates a release (a rollback when it is an earlier one), or sets or clears the candidate. */
export const updateSeccion = (remote: RemoteName, change: UpdateSeccionRequest) =>
  api.PUT('/api/secciones/{remote}', { params: { path: { remote } }, body: change });

/** Archives a release (never offered, hidden unless asked for), or brings it back. */
export const archiveRelease = (remote: RemoteName, id: string, archivada: boolean) =>
  api.PUT('/api/secciones/{remote}/releases/{id}', { params: { path: { remote, id } }, body: { archivada } });
