import { useParams } from 'react-router-dom';
import { AdsColumn, Breadcrumb, formatLongDate, NotFoundNotice, usePageTitle, WithSidebar } from '@portal/ui';
import { useAlbum } from '../shared/gallery-api';
import { PhotoGallery } from './photo-gallery';
import styles from './album-detail-page.module.css';

/** The album page shows up to this many ads beside the photos (spec: album detail). */
const MAX_ALBUM_ADS = 8;

/** /album/:id */
export default function AlbumDetailPage() {
  const { id = '' } = useParams();
  const { data, error, loading } = useAlbum(id);
  const album = data?.album[0];
  const notFound = error?.status === 404 || error?.status === 400 || (data && !album);
  usePageTitle(album?.nombre ?? (notFound ? 'Álbum no encontrado' : undefined));

  if (notFound) {
    return (
      <NotFoundNotice
        title="Álbum no encontrado"
        text="El álbum que busca no existe o fue eliminado."
        link={{ to: '/albums/9/1', label: 'Ver todas las galerías' }}
      />
    );
  }

  return (
    <div className="container">
      <Breadcrumb
        items={[
          { label: 'Inicio', to: '/' },
          { label: 'Galería', to: '/albums/9/1' },
          { label: album?.nombre ?? '…' },
        ]}
      />
      <WithSidebar sidebar={<AdsColumn section="galeria" max={MAX_ALBUM_ADS} />}>
        {loading && !album ? (
          <p className={styles.status} role="status">
            CARGANDO...
          </p>
        ) : error || !album ? (
          <p className={styles.status}>No pudimos cargar el álbum.</p>
        ) : (
          <article className={styles.article}>
            <header className={styles.header}>
              <h1 className={styles.title}>{album.nombre}</h1>
              <time className={styles.date} dateTime={album.fecha}>
                {formatLongDate(album.fecha)}
              </time>
              {album.ph && (
                <p className={styles.ph}>
                  <span className={styles.phLabel}>PH</span> {album.ph}
                </p>
              )}
            </header>
            <PhotoGallery
              photos={album.fotos}
              title={album.nombre}
              details={album.fotos_detalle}
              focos={album.fotos_foco}
            />
          </article>
        )}
      </WithSidebar>
    </div>
  );
}
