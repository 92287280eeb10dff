import { createFederatedConfig } from '@portal/rspack-config';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'gallery',
  kind: 'remote',
  serverEntry: './src/server.ts',
  exposes: {
    './HomeGalleries': './src/home/home-galleries.tsx',
    './AlbumListPage': './src/list/album-list-page.tsx',
    './AlbumDetailPage': './src/detail/album-detail-page.tsx',
    './CollaboratorsPage': './src/collaborators/collaborators-page.tsx',
  },
});
