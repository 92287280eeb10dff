// The news section's server side (DESIGN §10): the same page modules the shell loads, rendered
// on the section's own origin for the portal to put into its documents, each with its status
// and head. One page per public route of the section (@portal/contracts PUBLIC_ROUTES).
import { createSectionServer } from '@portal/ui/server';
import HomePage from './home/home-page';
import NewsDetailPage from './detail/news-detail-page';
import NewsListPage from './list/news-list-page';
import NewsSearchPage from './search/news-search-page';
import PrivacyPage from './privacy/privacy-page';
import {
  describeHome,
  describeNewsDetail,
  describeNewsList,
  describeNewsSearch,
  describePrivacy,
} from './page-heads';

export default createSectionServer('news', {
  HomePage: { Page: HomePage, describe: describeHome },
  NewsListPage: { Page: NewsListPage, describe: describeNewsList },
  NewsSearchPage: { Page: NewsSearchPage, describe: describeNewsSearch },
  NewsDetailPage: { Page: NewsDetailPage, describe: describeNewsDetail },
  PrivacyPage: { Page: PrivacyPage, describe: describePrivacy },
});
