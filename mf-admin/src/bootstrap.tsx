import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { installHistoryGuard } from '@portal/ui/history-guard';
import Screen from './admin-app';

// Back and Forward reach the unsaved-work guard before the router (as in the shell's bootstrap).
installHistoryGuard();

// Renders one screen when the remote is opened alone, for its team's development.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Screen />
  </BrowserRouter>,
);
