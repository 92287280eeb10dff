import { SITE_NAME } from '@portal/contracts';
import { AdsColumn, CardGrid, MoreLink, SectionTitle, usePageTitle, WithSidebar } from '@portal/ui';
import { useHomeFeatured } from '../shared/news-api';
import { NewsCard } from '../shared/news-card';
import { NewsCardSkeleton } from '../shared/news-card-skeleton';
import { FeaturedNews } from './featured-news';
import { CentralBanner } from './central-banner';
import { MostRead } from '../most-read/most-read';
import styles from './home-page.module.css';

/** The news part of the home: featured block, central banner, 'Más noticias', 'Lo más leído' and the ads. */
export default function HomePage() {
  usePageTitle(undefined);
  // One call fills both blocks: 'Más noticias' goes on with the newest stories the featured block
  // does not show (DESIGN §12), so five pins never hide the latest one.
  const featured = useHomeFeatured();
  const more = featured.data?.masnoticias;

  return (
    <div className="container">
      {/* The page's one <h1> (the chrome has none): the site's name, for screen readers and
          search engines; the logo shows it to everybody else. */}
      <h1 className="visually-hidden">{SITE_NAME}</h1>
      <FeaturedNews items={featured.data?.destacadas} />
      <CentralBanner />
      <WithSidebar
        sidebar={
          <>
            <MostRead />
            <AdsColumn section="inicio" />
          </>
        }
      >
        <section aria-labelledby="mas-noticias" className={styles.more}>
          <SectionTitle id="mas-noticias">Más noticias</SectionTitle>
          <CardGrid>
            {more
              ? more.map((item) => <NewsCard key={item._id} item={item} />)
              : Array.from({ length: 6 }, (_, n) => <NewsCardSkeleton key={n} />)}
          </CardGrid>
          <MoreLink to="/noticias/10/1">VER MÁS</MoreLink>
        </section>
      </WithSidebar>
    </div>
  );
}
