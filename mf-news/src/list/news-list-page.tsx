import { useParams } from 'react-router-dom';
import { findProvince } from '@portal/contracts';
import { AdsColumn, Breadcrumb, usePageTitle, WithSidebar } from '@portal/ui';
import { isPastLastPage, PastLastPage, Pagination } from '@portal/ui/paging';
import { useNewsPage } from '../shared/news-api';
import { NewsRow, NewsRowPlaceholders } from '../shared/news-row';
import { RedesBlock } from './redes-block';
import styles from '../shared/list-page.module.css';

/** /noticias/:limit/:page and /noticias/:prov/:limit/:page */
export default function NewsListPage() {
  const { prov, limit = '10', page = '1' } = useParams();
  const province = prov ? (findProvince(prov) ?? prov) : undefined;
  const heading = province ?? 'Más noticias';
  usePageTitle(province ? `Noticias de ${province}` : 'Más noticias');
  const { data, error, loading } = useNewsPage(limit, page, prov);
  const hrefFor = (n: number) =>
    prov ? `/noticias/${encodeURIComponent(prov)}/${limit}/${n}` : `/noticias/${limit}/${n}`;

  return (
    <div className="container">
      {/* Its last step names the page as its heading does (spec: 'Más noticias' or the province). */}
      <Breadcrumb
        items={[
          { label: 'Inicio', to: '/' },
          { label: 'Noticias', to: province ? '/noticias/10/1' : undefined },
          { label: heading },
        ]}
      />
      <WithSidebar
        sidebar={
          <>
            <AdsColumn section="noticias" />
            <RedesBlock />
          </>
        }
      >
        <h1 className={styles.heading}>{heading}</h1>
        {loading && !data ? (
          <NewsRowPlaceholders />
        ) : error ? (
          <p className={styles.empty}>No pudimos cargar las noticias.</p>
        ) : data && isPastLastPage(data) ? (
          <PastLastPage totalPages={data.totalPages} href={hrefFor(data.totalPages)} />
        ) : !data || data.docs.length === 0 ? (
          <p className={styles.empty}>No hay noticias</p>
        ) : (
          <>
            {data.docs.map((item, index) => (
              <NewsRow key={item._id} item={item} priority={index === 0} />
            ))}
            <Pagination
              page={data.page}
              hasPrevPage={data.hasPrevPage}
              hasNextPage={data.hasNextPage}
              hrefFor={hrefFor}
            />
          </>
        )}
      </WithSidebar>
    </div>
  );
}
