import type { SectionExposes } from '@portal/contracts';

/**
 * The modules the shell loads from this section: one per page of its public routes, and the
 * home's carousels (checked against @portal/contracts).
 */
export const exposes = {
  './HomeGalleries': './src/home/home-galleries.tsx',
  './AlbumListPage': './src/list/album-list-page.tsx',
  './AlbumDetailPage': './src/detail/album-detail-page.tsx',
  './CollaboratorsPage': './src/collaborators/collaborators-page.tsx',
} satisfies SectionExposes<'gallery'>;
