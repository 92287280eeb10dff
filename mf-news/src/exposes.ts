import type { SectionExposes } from '@portal/contracts';

/** The modules the shell loads from this section: one per page of its public routes (checked). */
export const exposes = {
  './HomePage': './src/home/home-page.tsx',
  './NewsListPage': './src/list/news-list-page.tsx',
  './NewsSearchPage': './src/search/news-search-page.tsx',
  './NewsDetailPage': './src/detail/news-detail-page.tsx',
  './PrivacyPage': './src/privacy/privacy-page.tsx',
} satisfies SectionExposes<'news'>;
