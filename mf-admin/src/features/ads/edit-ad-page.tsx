import { useCallback } from 'react';
import { usePageTitle } from '@portal/ui';
import type { ScreenProps } from '../../shared/screen-props';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload } from '../../shared/images/upload-image';
import { useDelayedNavigate } from '../../shared/navigation/use-delayed-navigate';
import { NotFound } from '../../shared/ui/not-found';
import { PageHeader } from '../../shared/ui/page-header';
import { ScreenLoading } from '../../shared/ui/screen-loading';
import { updatePubli, usePubli } from './ads-api';
import { AdForm, type AdSubmission } from './ad-form';

/** /editarpublicidad/:id: EDITAR; 'Actualizado con exito!', then the list after 1.5 s. */
export default function EditAdPage({ params }: ScreenProps) {
  usePageTitle('Editar publicidad');
  const { data, error, loading } = usePubli(params.id);
  useLoginOnSessionLoss(error);
  const { show, dialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  const later = useDelayedNavigate();
  const ad = data?.publi[0];

  const save = useCallback(
    async ({ photo, ...changes }: AdSubmission) => {
      if (!ad) return false;
      try {
        const foto = photo
          ? (await prepareAndUpload(photo, 'publicidad', IMAGE_TARGETS.editImage)).url
          : ad.foto;
        await updatePubli(ad._id, { ...changes, foto });
      } catch (failure) {
        void reportFailure(failure);
        return false;
      }
      void show({ kind: 'success', title: 'Actualizado con exito!' });
      later('/publicidad');
      return true;
    },
    [ad, show, reportFailure, later],
  );

  const placement = ad?.colocar_en[0];
  return (
    <>
      <PageHeader title="Editar publicidad" />
      {ad ? (
        <AdForm
          key={ad._id}
          initial={{
            nombre_cliente: ad.nombre_cliente,
            ingreso: ad.ingreso,
            egreso: ad.egreso,
            link: ad.link,
            inicio: String(placement?.inicio ?? 0),
            noticias: String(placement?.noticias ?? 0),
            agenda: String(placement?.agenda ?? 0),
            galeria: String(placement?.galeria ?? 0),
          }}
          currentPhoto={ad.foto}
          submitLabel="EDITAR"
          onSubmit={save}
          show={show}
        />
      ) : loading ? (
        <ScreenLoading />
      ) : (
        <NotFound message={error?.message ?? 'No se encontró la publicidad.'} backTo="/publicidad" />
      )}
      {dialog}
    </>
  );
}
