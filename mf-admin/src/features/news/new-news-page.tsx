import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PROVINCE } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useFailureReport } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { discardUploads } from '../../shared/images/delete-image';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload, type UploadedImage } from '../../shared/images/upload-image';
import { PageHeader } from '../../shared/ui/page-header';
import { createNews } from './news-api';
import { NewsForm, type NewsFormValues } from './news-form';

const EMPTY_NEWS: NewsFormValues = { titulo: '', descripcion: '', provincia: DEFAULT_PROVINCE, texto: '' };

/** /nuevanoticia: a cover is required; 'Articulo creado!' then the news list (spec §4, §5). */
export default function NewNewsPage() {
  usePageTitle('Nueva noticia');
  const navigate = useNavigate();
  const { show, dialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);

  const create = useCallback(
    async ({ cover, ...values }: NewsFormValues) => {
      if (!cover) return show({ kind: 'warning', title: 'Elige una imagen de portada.' });
      let uploaded: UploadedImage | undefined;
      try {
        uploaded = await prepareAndUpload(cover, 'noticias', IMAGE_TARGETS.newImage);
        await createNews({ ...values, titulo: values.titulo.trim(), img_portada: uploaded.url });
      } catch (failure) {
        // The cover of a news item that was not created would only take up space.
        if (uploaded) void discardUploads([uploaded.public_id]);
        return reportFailure(failure);
      }
      await show({ kind: 'success', title: 'Articulo creado!' });
      navigate('/admin');
    },
    [show, reportFailure, navigate],
  );

  return (
    <>
      <PageHeader title="Nueva noticia" />
      <NewsForm initial={EMPTY_NEWS} submitLabel="SUBIR" onSubmit={create} show={show} />
      {dialog}
    </>
  );
}
