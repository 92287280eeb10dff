import { useLocation, useParams } from 'react-router-dom';
import { findProvince, provinceDisplayName, type NoticiaListItem, type Page } from '@portal/contracts';
import { AdsColumn, Breadcrumb, usePageTitle, WithSidebar } from '@portal/ui';
import { isMissingList, isPastLastPage, MissingList, PastLastPage, Pagination } from '@portal/ui/paging';
import { useCategories, useFiledNewsPage, useNewsPage } from '../shared/news-api';
import { NewsRow, NewsRowPlaceholders } from '../shared/news-row';
import { RedesBlock } from './redes-block';
import styles from '../shared/list-page.module.css';

/**
 * /noticias/:limit/:page and /noticias/:prov/:limit/:page; /categoria/:slug/… and /tema/:slug/…
 * (a category's and a tag's news, DESIGN §12) read the same.
 */
export default function NewsListPage() {
  const { slug } = useParams();
  const kind = useLocation().pathname.startsWith('/tema/') ? 'tema' : 'categoria';
  return slug === undefined ? <ProvinceNewsList /> : <FiledNewsList kind={kind} slug={slug} />;
}

/** A category's or a tag's news, with its RSS link. */
function FiledNewsList({ kind, slug }: { kind: 'categoria' | 'tema'; slug: string }) {
  const { limit = '10', page = '1' } = useParams();
  const { data, error, loading } = useFiledNewsPage(kind, slug, limit, page);
  const categories = useCategories(kind === 'categoria').data?.categorias;
  const first = data?.docs[0];
  // An unknown category, or a tag no public item carries, is no list (its document is a 404).
  const unknown =
    kind === 'categoria'
      ? categories !== undefined && !categories.some((category) => category.slug === slug)
      : data !== undefined && data.totalDocs === 0;
  const name =
    kind === 'categoria'
      ? categories?.find((category) => category.slug === slug)?.nombre
      : first?.etiquetas?.[first.etiquetas_slug?.indexOf(slug) ?? -1];
  const heading = name ?? slug;
  usePageTitle(kind === 'categoria' ? heading : `Tema: ${heading}`);
  const base = `/${kind}/${encodeURIComponent(slug)}`;
  return (
    <ListLayout
      crumbs={[{ label: kind === 'categoria' ? 'Categorías' : 'Temas' }, { label: heading }]}
      heading={kind === 'categoria' ? heading : `Tema: ${heading}`}
      feed={`${base}/rss.xml`}
      state={{ data, error, loading, unknown }}
      hrefFor={(n) => `${base}/${limit}/${n}`}
    />
  );
}

function ProvinceNewsList() {
  const { prov, limit = '10', page = '1' } = useParams();
  const province = prov ? provinceDisplayName(findProvince(prov) ?? prov) : undefined;
  const heading = province ?? 'Más noticias';
  usePageTitle(province ? `Noticias de ${province}` : 'Más noticias');
  const { data, error, loading } = useNewsPage(limit, page, prov);
  const hrefFor = (n: number) =>
    prov ? `/noticias/${encodeURIComponent(prov)}/${limit}/${n}` : `/noticias/${limit}/${n}`;

  return (
    <ListLayout
      crumbs={[{ label: 'Noticias', to: province ? '/noticias/10/1' : undefined }, { label: heading }]}
      heading={heading}
      state={{ data, error, loading, unknown: prov !== undefined && !findProvince(prov) }}
      hrefFor={hrefFor}
    />
  );
}

/** The list pages' frame: breadcrumb, heading, the rows (or their states) and pagination. */
function ListLayout({
  crumbs,
  heading,
  feed,
  state: { data, error, loading, unknown },
  hrefFor,
}: {
  crumbs: { label: string; to?: string | undefined }[];
  heading: string;
  feed?: string;
  state: {
    data: Page<NoticiaListItem> | undefined;
    error: { status: number } | undefined;
    loading: boolean;
    /** The URL names no list (an unknown province, category or tag). */
    unknown: boolean;
  };
  hrefFor: (page: number) => string;
}) {
  return (
    <div className="container">
      {/* Its last step names the page as its heading does (spec: 'Más noticias' or the province). */}
      <Breadcrumb items={[{ label: 'Inicio', to: '/' }, ...crumbs]} />
      <WithSidebar
        sidebar={
          <>
            <AdsColumn section="noticias" />
            <RedesBlock />
          </>
        }
      >
        <h1 className={styles.heading}>{heading}</h1>
        {feed && (
          <a className={styles.feed} href={feed} type="application/rss+xml">
            RSS
          </a>
        )}
        {loading && !data ? (
          <NewsRowPlaceholders />
        ) : unknown || isMissingList(error) ? (
          <MissingList href="/noticias/10/1" label="Ver todas las noticias" />
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
              totalPages={data.totalPages}
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
