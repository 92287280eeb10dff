import { useParams } from 'react-router-dom';
import { AdsColumn, Breadcrumb, CardGrid, usePageTitle, WithSidebar } from '@portal/ui';
import { isMissingList, isPastLastPage, MissingList, PastLastPage, Pagination } from '@portal/ui/paging';
import { useAlbumPage } from '../shared/gallery-api';
import { AlbumCard } from './album-card';
import styles from './album-list-page.module.css';

/** /albums/:limit/:page */
export default function AlbumListPage() {
  const { limit = '9', page = '1' } = useParams();
  usePageTitle('Galerías');
  const { data, error, loading } = useAlbumPage(limit, page);
  const albums = data?.albums;

  return (
    <div className="container">
      <Breadcrumb items={[{ label: 'Inicio', to: '/' }, { label: 'Galería' }]} />
      <WithSidebar sidebar={<AdsColumn section="galeria" />}>
        <h1 className={styles.heading}>Galerías</h1>
        {loading && !albums ? (
          <p className={styles.status} role="status">
            CARGANDO...
          </p>
        ) : isMissingList(error) ? (
          <MissingList href="/albums/9/1" label="Ver las galerías" />
        ) : error ? (
          <p className={styles.status}>No pudimos cargar las galerías.</p>
        ) : albums && isPastLastPage(albums) ? (
          <PastLastPage totalPages={albums.totalPages} href={`/albums/${limit}/${albums.totalPages}`} />
        ) : !albums || albums.docs.length === 0 ? (
          <p className={styles.status}>No hay álbumes</p>
        ) : (
          <>
            <CardGrid>
              {albums.docs.map((album, index) => (
                <AlbumCard key={album._id} album={album} priority={index === 0} />
              ))}
            </CardGrid>
            <Pagination
              page={albums.page}
              totalPages={albums.totalPages}
              hasPrevPage={albums.hasPrevPage}
              hasNextPage={albums.hasNextPage}
              hrefFor={(n) => `/albums/${limit}/${n}`}
            />
          </>
        )}
      </WithSidebar>
    </div>
  );
}
