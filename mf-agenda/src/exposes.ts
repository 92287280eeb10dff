import type { SectionExposes } from '@portal/contracts';

/** The modules the shell loads from this section: one per page of its public routes (checked). */
export const exposes = {
  './AgendaListPage': './src/list/agenda-list-page.tsx',
  './EventDetailPage': './src/detail/event-detail-page.tsx',
} satisfies SectionExposes<'agenda'>;
