import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import HomeGalleries from './home/home-galleries';
import AlbumListPage from './list/album-list-page';
import AlbumDetailPage from './detail/album-detail-page';
import CollaboratorsPage from './collaborators/collaborators-page';

// Renders the section's screens when the remote is opened alone, for its team's development.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="/albums/:limit/:page" element={<AlbumListPage />} />
      <Route path="/album/:id" element={<AlbumDetailPage />} />
      <Route path="/colaboradores" element={<CollaboratorsPage />} />
      <Route path="*" element={<HomeGalleries />} />
    </Routes>
  </BrowserRouter>,
);
