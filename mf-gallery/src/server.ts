// The gallery's server side (DESIGN §10): its page modules, rendered on the section's own origin,
// each with its status and head. One page per public route of the section (@portal/contracts);
// the home's carousels (HomeGalleries) stay in the browser: they are below the first screen.
import { createSectionServer } from '@portal/ui/server';
import AlbumListPage from './list/album-list-page';
import AlbumDetailPage from './detail/album-detail-page';
import CollaboratorsPage from './collaborators/collaborators-page';
import { describeAlbumDetail, describeAlbumList, describeCollaborators } from './page-heads';

export default createSectionServer('gallery', {
  AlbumListPage: { Page: AlbumListPage, describe: describeAlbumList },
  AlbumDetailPage: { Page: AlbumDetailPage, describe: describeAlbumDetail },
  CollaboratorsPage: { Page: CollaboratorsPage, describe: describeCollaborators },
});
