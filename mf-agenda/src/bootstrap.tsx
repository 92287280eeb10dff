import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import Screen from './list/agenda-list-page';

// Renders one screen when the remote is opened alone, for its team's development.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Screen />
  </BrowserRouter>,
);
