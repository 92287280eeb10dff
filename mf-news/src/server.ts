// The news section's server side (DESIGN §10): the same page modules the shell loads, rendered
// on the section's own origin for the portal to put into its documents.
import { createSectionServer } from '@portal/ui/server';
import HomePage from './home/home-page';
import NewsDetailPage from './detail/news-detail-page';
import NewsListPage from './list/news-list-page';
import NewsSearchPage from './search/news-search-page';

export default createSectionServer({ HomePage, NewsListPage, NewsSearchPage, NewsDetailPage });
