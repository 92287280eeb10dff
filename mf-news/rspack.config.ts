import { createFederatedConfig } from '@portal/rspack-config';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'news',
  kind: 'remote',
  serverEntry: './src/server.ts',
  exposes: {
    './HomePage': './src/home/home-page.tsx',
    './NewsListPage': './src/list/news-list-page.tsx',
    './NewsSearchPage': './src/search/news-search-page.tsx',
    './NewsDetailPage': './src/detail/news-detail-page.tsx',
  },
});
