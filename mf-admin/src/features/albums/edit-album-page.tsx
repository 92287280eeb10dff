import { useCallback } from 'react';
import { usePageTitle } from '@portal/ui';
import type { ScreenProps } from '../../shared/screen-props';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { useDelayedNavigate } from '../../shared/navigation/use-delayed-navigate';
import { NotFound } from '../../shared/ui/not-found';
import { PageHeader } from '../../shared/ui/page-header';
import { ScreenLoading } from '../../shared/ui/screen-loading';
import { AlbumForm } from './album-form';
import { updateAlbum, useAlbum, type AlbumFields } from './albums-api';

/** /editaralbum/:id: name, date, PH and the photo grid; ACTUALIZAR, then the list after 1.5 s. */
export default function EditAlbumPage({ params }: ScreenProps) {
  usePageTitle('Editar álbum');
  const { data, error, loading } = useAlbum(params.id);
  useLoginOnSessionLoss(error);
  const later = useDelayedNavigate();
  const album = data?.album[0];
  const albumId = album?._id;

  const save = useCallback(
    async (fields: AlbumFields) => {
      await updateAlbum(albumId!, fields);
      return 'Actualizado con exito!';
    },
    [albumId],
  );

  return (
    <>
      <PageHeader title="Editar álbum" />
      {album ? (
        <AlbumForm
          key={album._id}
          initial={{ nombre: album.nombre, fecha: album.fecha, ph: album.ph }}
          saved={album.fotos}
          savedDetails={album.fotos_detalle}
          submitLabel="ACTUALIZAR"
          target={IMAGE_TARGETS.editImage}
          save={save}
          onSaved={() => later('/galeria')}
        />
      ) : loading ? (
        <ScreenLoading />
      ) : (
        <NotFound message={error?.message ?? 'No se encontró el álbum.'} backTo="/galeria" />
      )}
    </>
  );
}
