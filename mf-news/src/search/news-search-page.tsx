import { useParams } from 'react-router-dom';
import { usePageTitle, WithSidebar, AdsColumn } from '@portal/ui';
import { isPastLastPage, PastLastPage, Pagination } from '@portal/ui/paging';
import { useNewsSearch } from '../shared/news-api';
import { NewsRow, NewsRowPlaceholders } from '../shared/news-row';
import styles from '../shared/list-page.module.css';

/** /noticias/b/:busq/:limit/:page */
export default function NewsSearchPage() {
  const { busq = '', limit = '10', page = '1' } = useParams();
  usePageTitle(`Resultados de: ${busq}`);
  const { data, error, loading } = useNewsSearch(busq, limit, page);
  const results = data?.noticia;
  // The spec: without a term the paging falls back to the plain news list.
  const hrefFor = (n: number) =>
    busq ? `/noticias/b/${encodeURIComponent(busq)}/${limit}/${n}` : `/noticias/${limit}/${n}`;

  return (
    <div className={`container ${styles.searchPage}`}>
      <WithSidebar sidebar={<AdsColumn section="noticias" />}>
        <h1 className={styles.heading}>Resultados de: {busq}</h1>
        {loading && !results ? (
          <NewsRowPlaceholders />
        ) : error && error.status === 400 ? (
          // The API's own reason, in Spanish (a term over its length limit): never 'NO HAY RESULTADOS'.
          <p className={styles.empty}>{error.message}</p>
        ) : error ? (
          <p className={styles.empty}>No pudimos completar la búsqueda.</p>
        ) : results && isPastLastPage(results) ? (
          <PastLastPage totalPages={results.totalPages} href={hrefFor(results.totalPages)} />
        ) : !results || results.docs.length === 0 ? (
          <p className={styles.empty}>NO HAY RESULTADOS</p>
        ) : (
          <>
            {results.docs.map((item, index) => (
              <NewsRow key={item._id} item={item} priority={index === 0} />
            ))}
            <Pagination
              page={results.page}
              totalPages={results.totalPages}
              hasPrevPage={results.hasPrevPage}
              hasNextPage={results.hasNextPage}
              hrefFor={hrefFor}
            />
          </>
        )}
      </WithSidebar>
    </div>
  );
}
