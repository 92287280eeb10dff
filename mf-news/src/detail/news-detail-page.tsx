import { Link, useLocation, useParams } from 'react-router-dom';
import { NEWS_COVER_SIZES, editedAfterPublication, provinceDisplayName } from '@portal/contracts';
import {
  AdsColumn,
  Breadcrumb,
  CardGrid,
  MoreLink,
  NotFoundNotice,
  RichText,
  SafeImage,
  SectionTitle,
  ShareButtons,
  usePageTitle,
  WithSidebar,
} from '@portal/ui';
import { useCategories, useNewsItem, useRelatedNews } from '../shared/news-api';
import { MostRead } from '../most-read/most-read';
import { NewsCard } from '../shared/news-card';
import { formatArticleMoment } from './article-dates';
import styles from './news-detail-page.module.css';

/** /noticia/:id; `?vista_previa` shows staff an unpublished item as visitors will see it. */
export default function NewsDetailPage() {
  const { id = '' } = useParams();
  const preview = useLocation().search.includes('vista_previa');
  const { data, error, loading } = useNewsItem(id, preview);
  const item = data?.noticia[0];
  // A preview of a draft or a scheduled item has no public URL yet: nothing to share.
  const isPublic = !preview || (item !== undefined && 'estado' in item && item.estado === 'publicada');
  // The title the server's document gives it (contracts' newsTitle: the newsroom's search title
  // when there is one), written out: the article's first visit has no bytes to spare.
  usePageTitle(item ? item.seo_titulo || item.titulo : error ? 'Noticia no encontrada' : undefined);

  if (error) {
    return (
      <NotFoundNotice
        title="Noticia no encontrada"
        text="La noticia que busca no existe o fue eliminada."
        link={{ to: '/noticias/10/1', label: 'Ver todas las noticias' }}
      />
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        items={[
          { label: 'Inicio', to: '/' },
          { label: 'Noticias', to: '/noticias/10/1' },
          {
            label: item ? provinceDisplayName(item.provincia) : '…',
            to: item ? `/noticias/${encodeURIComponent(item.provincia)}/10/1` : undefined,
          },
        ]}
      />
      <WithSidebar
        sidebar={
          <>
            <MostRead exclude={id} />
            <AdsColumn section="noticias" />
          </>
        }
      >
        {loading && !item ? (
          <div className={styles.loading} aria-busy="true" aria-label="Cargando noticia" />
        ) : item ? (
          <article className={styles.article}>
            {preview && <p className={styles.preview}>Vista previa — no publicada</p>}
            <p className={styles.province}>{provinceDisplayName(item.provincia)}</p>
            <h1 className={styles.title}>{item.titulo}</h1>
            <div className={styles.byline}>
              <SafeImage
                src={item.fotoEditor}
                alt=""
                width={44}
                height={44}
                // A 44 px portrait: it waits for the cover rather than share a slow link with it.
                loading="lazy"
                sizes="44px"
                className={styles.avatar}
              />
              <div>
                <span className={styles.editor}>{item.editor}</span>
                <time dateTime={item.created_at}>{formatArticleMoment(item.created_at)}</time>
                <Updated at={isPublic ? editedAfterPublication(item) : undefined} />
              </div>
            </div>
            <figure className={styles.figure}>
              <SafeImage
                src={item.img_portada}
                focus={item.imagen_foco}
                alt={item.img_portada_alt || item.titulo}
                width={960}
                height={540}
                fetchPriority="high"
                // The server preloads the cover with the same sizes (api-worker/src/seo).
                sizes={NEWS_COVER_SIZES}
                className={styles.cover}
              />
              {(item.img_portada_alt || item.img_portada_credito) && (
                // The cover's caption (its description in the media library) and its credit.
                <figcaption className={styles.caption}>
                  {item.img_portada_alt}
                  {item.img_portada_credito && (
                    <span className={styles.credit}>{item.img_portada_credito}</span>
                  )}
                </figcaption>
              )}
            </figure>
            <p className={styles.summary}>{item.descripcion}</p>
            {isPublic && (
              <ShareButtons title={item.titulo} path={item.slug && `/noticia/${item._id}/${item.slug}`} />
            )}
            <RichText html={item.texto} />
            <FiledUnder categoria={item.categoria} etiquetas={item.etiquetas} slugs={item.etiquetas_slug} />
          </article>
        ) : null}
        {/* Only for what a visitor can read: a hidden item's related list is a 404, as the item. */}
        {isPublic && <RelatedNews excludeId={id} />}
      </WithSidebar>
    </div>
  );
}

/** 'Actualizado: …' under the publication date, for an item edited after it went out. */
function Updated({ at }: { at: string | undefined }) {
  if (!at) return null;
  return (
    <span className={styles.updated}>
      Actualizado: <time dateTime={at}>{formatArticleMoment(at)}</time>
    </span>
  );
}

/** The item's category and tags, each a link to its page (DESIGN §12); nothing without them. */
function FiledUnder({
  categoria,
  etiquetas = [],
  slugs = [],
}: {
  categoria: string | undefined;
  etiquetas: string[] | undefined;
  slugs: string[] | undefined;
}) {
  const name = useCategories(categoria !== undefined).data?.categorias.find(
    (c) => c.slug === categoria,
  )?.nombre;
  if (!categoria && etiquetas.length === 0) return null;
  return (
    <ul className={styles.filed} aria-label="Categoría y temas">
      {categoria && (
        <li>
          <Link className={styles.category} to={`/categoria/${categoria}/10/1`}>
            {name ?? categoria}
          </Link>
        </li>
      )}
      {etiquetas.map((tag, index) => (
        <li key={slugs[index]}>
          <Link to={`/tema/${slugs[index]}/10/1`}>#{tag}</Link>
        </li>
      ))}
    </ul>
  );
}

/** 'Te puede interesar': six others, those sharing most tags with this one first. */
function RelatedNews({ excludeId }: { excludeId: string }) {
  const related = useRelatedNews(excludeId).data?.noticias ?? [];
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <SectionTitle id="related-title">Te puede interesar</SectionTitle>
      <CardGrid>
        {related.map((news) => (
          <NewsCard key={news._id} item={news} />
        ))}
      </CardGrid>
      <MoreLink to="/noticias/10/1">VER MÁS</MoreLink>
    </section>
  );
}
