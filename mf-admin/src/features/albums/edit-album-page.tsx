import { useCallback, useState } from 'react';
import type { Album } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import type { ScreenProps } from '../../shared/screen-props';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { useConfirmDialog } from '../../shared/dialogs/use-dialogs';
import { KeptCopyOffer, useUnsavedWork } from '../../shared/forms/unsaved-work';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { useDelayedNavigate } from '../../shared/navigation/use-delayed-navigate';
import { NotFound } from '../../shared/ui/not-found';
import { PageHeader } from '../../shared/ui/page-header';
import { ScreenLoading } from '../../shared/ui/screen-loading';
import { AlbumForm, type AlbumDetails } from './album-form';
import { ALBUM_KEPT_COPY_NOTE, ALBUM_LEAVE_TEXT } from './album-unsaved-work';
import { updateAlbum, useAlbum, type AlbumFields } from './albums-api';

/** /editaralbum/:id: name, date, PH and the photo grid; ACTUALIZAR, then the list after 1.5 s. */
export default function EditAlbumPage({ params }: ScreenProps) {
  usePageTitle('Editar álbum');
  const { data, error, loading } = useAlbum(params.id);
  useLoginOnSessionLoss(error);
  const later = useDelayedNavigate();
  const album = data?.album[0];
  const albumId = album?._id;
  // The text typed is kept in this browser until saved, and leaving asks (DESIGN §11; photos
  // are files, which it cannot keep: album-unsaved-work.ts).
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const work = useUnsavedWork<AlbumDetails>(`album:${params.id}`, confirm, { leaveText: ALBUM_LEAVE_TEXT });
  const [recovered, setRecovered] = useState<{ values: AlbumDetails; base: Album }>();
  const recoveredHere = recovered && recovered.base === album ? recovered.values : undefined;

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
      {album && (
        <KeptCopyOffer
          copy={work.offered}
          onRecover={() => {
            const values = work.recover();
            if (values) setRecovered({ values, base: album });
          }}
          onDiscard={work.discard}
          note={ALBUM_KEPT_COPY_NOTE}
        />
      )}
      {album ? (
        <AlbumForm
          key={`${album._id}${recoveredHere ? ':recuperado' : ''}`}
          initial={{ nombre: album.nombre, fecha: album.fecha, ph: album.ph, ...recoveredHere }}
          work={work}
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
      {confirmDialog}
    </>
  );
}
