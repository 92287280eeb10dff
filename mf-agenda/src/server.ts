// The agenda's server side (DESIGN §10): its page modules, rendered on the section's own origin,
// each with its status and head. One page per public route of the section (@portal/contracts).
import { createSectionServer } from '@portal/ui/server';
import AgendaListPage from './list/agenda-list-page';
import EventDetailPage from './detail/event-detail-page';
import { describeAgendaList, describeEventDetail } from './page-heads';

export default createSectionServer('agenda', {
  AgendaListPage: { Page: AgendaListPage, describe: describeAgendaList },
  EventDetailPage: { Page: EventDetailPage, describe: describeEventDetail },
});
