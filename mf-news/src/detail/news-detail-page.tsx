import { Link, useParams } from 'react-router-dom';
import type { NoticiaListItem, Page } from '@portal/contracts';
import {
  AdsColumn,
  Breadcrumb,
  formatNewsDate,
  RichText,
  SafeImage,
  ShareButtons,
  useApi,
  usePageTitle,
  WithSidebar,
} from '@portal/ui';
import { useNewsItem } from '../shared/news-api';
import { NewsCard } from '../shared/news-card';
import grid from '../shared/news-grid.module.css';
import styles from './news-detail-page.module.css';

/** /noticia/:id */
export default function NewsDetailPage() {
  const { id = '' } = useParams();
  const { data, error, loading } = useNewsItem(id);
  const item = data?.noticia[0];
  usePageTitle(item?.titulo ?? (error ? 'Noticia no encontrada' : undefined));

  if (error) {
    return (
      <div className={`container ${styles.notFound}`}>
        <h1>Noticia no encontrada</h1>
        <p>La noticia que buscás no existe o fue eliminada.</p>
        <Link to="/noticias/10/1">Ver todas las noticias</Link>
      </div>
    );
  }

  return (
    <div className="container">
      <Breadcrumb
        items={[
          { label: 'Inicio', to: '/' },
          { label: 'Noticias', to: '/noticias/10/1' },
          { label: item?.provincia ?? '…', to: item ? `/noticias/${item.provincia}/10/1` : undefined },
        ]}
      />
      <WithSidebar sidebar={<AdsColumn section="noticias" />}>
        {loading && !item ? (
          <div className={styles.loading} aria-busy="true" aria-label="Cargando noticia" />
        ) : item ? (
          <article className={styles.article}>
            <p className={styles.province}>{item.provincia}</p>
            <h1 className={styles.title}>{item.titulo}</h1>
            <div className={styles.byline}>
              <SafeImage src={item.fotoEditor} alt="" width={44} height={44} className={styles.avatar} />
              <div>
                <span className={styles.editor}>{item.editor}</span>
                <time dateTime={item.created_at}>{formatNewsDate(item.created_at)}</time>
              </div>
            </div>
            <SafeImage
              src={item.img_portada}
              alt={item.titulo}
              width={960}
              height={540}
              className={styles.cover}
            />
            <p className={styles.summary}>{item.descripcion}</p>
            <ShareButtons title={item.titulo} />
            <RichText html={item.texto} />
          </article>
        ) : null}
        <RelatedNews excludeId={id} />
      </WithSidebar>
    </div>
  );
}

/** 'Te puede interesar': the six newest other news. */
function RelatedNews({ excludeId }: { excludeId: string }) {
  const { data } = useApi<Page<NoticiaListItem>>('/api/noticias/7/1');
  const related = (data?.docs ?? []).filter((news) => news._id !== excludeId).slice(0, 6);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className={grid.sectionTitle}>
        Te puede interesar
      </h2>
      <div className={grid.grid}>
        {related.map((news) => (
          <NewsCard key={news._id} item={news} />
        ))}
      </div>
      <div className={grid.more}>
        <Link to="/noticias/10/1" className={grid.moreButton}>
          VER MAS
        </Link>
      </div>
    </section>
  );
}
