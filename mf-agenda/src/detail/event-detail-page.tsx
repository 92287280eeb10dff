import { useParams } from 'react-router-dom';
import { EVENT_FLYER_SIZES, provinceDisplayName } from '@portal/contracts';
import {
  AdsColumn,
  Breadcrumb,
  formatLongDate,
  NotFoundNotice,
  RichText,
  SafeImage,
  ShareButtons,
  usePageTitle,
  WithSidebar,
} from '@portal/ui';
import { useEvent } from '../shared/agenda-api';
import { isPastEvent } from '../shared/event-date';
import { RelatedEvents } from './related-events';
import styles from './event-detail-page.module.css';

/** /evento/:id */
export default function EventDetailPage() {
  const { id = '' } = useParams();
  const { data, error, loading } = useEvent(id);
  const item = data?.evento[0];
  const notFound = error?.status === 404 || error?.status === 400 || (data && !item);
  usePageTitle(item?.titulo ?? (notFound ? 'Evento no encontrado' : undefined));

  if (notFound) {
    return (
      <NotFoundNotice
        title="Evento no encontrado"
        text="El evento que busca no existe o fue eliminado."
        link={{ to: '/agenda/12/1', label: 'Ver la agenda' }}
      />
    );
  }

  return (
    <div className="container">
      <Breadcrumb
        items={[
          { label: 'Inicio', to: '/' },
          { label: 'Agenda', to: '/agenda/12/1' },
          { label: item?.titulo ?? '…' },
        ]}
      />
      <WithSidebar sidebar={<AdsColumn section="agenda" />}>
        {loading && !item ? (
          <div className={styles.loading} aria-busy="true" aria-label="Cargando evento" />
        ) : error || !item ? (
          <p className={styles.failure}>No pudimos cargar el evento.</p>
        ) : (
          <article className={styles.article}>
            {/* Title first: on a phone it comes above the flyer; beside it, on the right, from 768 px. */}
            <div className={styles.head}>
              <header className={styles.heading}>
                <p className={styles.province}>{provinceDisplayName(item.provincia)}</p>
                <h1 className={styles.title}>{item.titulo}</h1>
              </header>
              <figure className={styles.figure}>
                <SafeImage
                  src={item.flayer}
                  focus={item.imagen_foco}
                  alt={item.flayer_alt || `Flyer de ${item.titulo}`}
                  width={600}
                  height={800}
                  fetchPriority="high"
                  // The server preloads the flyer with the same sizes (api-worker/src/seo).
                  sizes={EVENT_FLYER_SIZES}
                  className={styles.flyer}
                />
                {item.flayer_credito && (
                  <figcaption className={styles.credit}>{item.flayer_credito}</figcaption>
                )}
              </figure>
              <div className={styles.summary}>
                <dl className={styles.facts}>
                  <div>
                    <dt>Fecha</dt>
                    <dd>
                      <time dateTime={item.fecha}>{formatLongDate(item.fecha)}</time>
                      {isPastEvent(item.fecha) && <span className={styles.over}>Finalizado</span>}
                    </dd>
                  </div>
                  <div>
                    <dt>Lugar</dt>
                    <dd>{item.direccion}</dd>
                  </div>
                  <div>
                    <dt>Horario</dt>
                    <dd>{item.horario}</dd>
                  </div>
                </dl>
                <ShareButtons title={item.titulo} path={item.slug && `/evento/${item._id}/${item.slug}`} />
              </div>
            </div>
            <RichText html={item.texto} />
          </article>
        )}
        <RelatedEvents excludeId={id} />
      </WithSidebar>
    </div>
  );
}
