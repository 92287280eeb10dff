// The gallery's server side (DESIGN §10): its page modules, rendered on the section's own origin.
// The home's carousels (HomeGalleries) stay in the browser: they are below the first screen.
import { createSectionServer } from '@portal/ui/server';
import AlbumListPage from './list/album-list-page';
import AlbumDetailPage from './detail/album-detail-page';
import CollaboratorsPage from './collaborators/collaborators-page';

export default createSectionServer({ AlbumListPage, AlbumDetailPage, CollaboratorsPage });
