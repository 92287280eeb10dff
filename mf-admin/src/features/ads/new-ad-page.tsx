import { useCallback } from 'react';
import { usePageTitle } from '@portal/ui';
import { useFailureReport } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { discardUploads } from '../../shared/images/delete-image';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload, type UploadedImage } from '../../shared/images/upload-image';
import { useDelayedNavigate } from '../../shared/navigation/use-delayed-navigate';
import { PageHeader } from '../../shared/ui/page-header';
import { createPubli } from './ads-api';
import { AdForm, type AdFormValues, type AdSubmission } from './ad-form';

const EMPTY_AD: AdFormValues = {
  nombre_cliente: '',
  ingreso: '',
  egreso: '',
  link: '',
  inicio: '0',
  noticias: '0',
  agenda: '0',
  galeria: '0',
};

/** /nuevapublicidad: AGREGAR; then the advertising list after 1.5 s (spec §4). */
export default function NewAdPage() {
  usePageTitle('Nueva publicidad');
  const { show, dialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  const later = useDelayedNavigate();

  const create = useCallback(
    async ({ photo, ...ad }: AdSubmission) => {
      if (!photo) {
        void show({ kind: 'warning', title: 'Elegí una imagen para la publicidad.' });
        return false;
      }
      let uploaded: UploadedImage | undefined;
      let msg: string | undefined;
      try {
        uploaded = await prepareAndUpload(photo, 'publicidad', IMAGE_TARGETS.newImage);
        ({ msg } = await createPubli({ ...ad, foto: uploaded.url }));
      } catch (failure) {
        if (uploaded) void discardUploads([uploaded.public_id]);
        void reportFailure(failure);
        return false;
      }
      void show({ kind: 'success', title: msg || 'Publicidad creada.' });
      later('/publicidad');
      return true;
    },
    [show, reportFailure, later],
  );

  return (
    <>
      <PageHeader title="Nueva publicidad" />
      <AdForm initial={EMPTY_AD} submitLabel="AGREGAR" onSubmit={create} show={show} />
      {dialog}
    </>
  );
}
