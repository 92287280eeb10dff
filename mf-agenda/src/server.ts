// The agenda's server side (DESIGN §10): its page modules, rendered on the section's own origin.
import { createSectionServer } from '@portal/ui/server';
import AgendaListPage from './list/agenda-list-page';
import EventDetailPage from './detail/event-detail-page';

export default createSectionServer({ AgendaListPage, EventDetailPage });
