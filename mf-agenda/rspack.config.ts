import { createFederatedConfig } from '@portal/rspack-config';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'agenda',
  kind: 'remote',
  exposes: {
    './AgendaListPage': './src/list/agenda-list-page.tsx',
    './EventDetailPage': './src/detail/event-detail-page.tsx',
  },
});
