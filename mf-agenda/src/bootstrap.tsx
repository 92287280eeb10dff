import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import AgendaListPage from './list/agenda-list-page';
import EventDetailPage from './detail/event-detail-page';

// Renders the section's screens when the remote is opened alone, for its team's development.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="/evento/:id" element={<EventDetailPage />} />
      <Route path="/agenda/:limit/:page" element={<AgendaListPage />} />
      <Route path="/agenda/:prov/:limit/:page" element={<AgendaListPage />} />
      <Route path="*" element={<AgendaListPage />} />
    </Routes>
  </BrowserRouter>,
);
