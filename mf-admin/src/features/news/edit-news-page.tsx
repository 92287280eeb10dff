import { useCallback } from 'react';
import { usePageTitle } from '@portal/ui';
import type { ScreenProps } from '../../shared/screen-props';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload } from '../../shared/images/upload-image';
import { NotFound } from '../../shared/ui/not-found';
import { PageHeader } from '../../shared/ui/page-header';
import { ScreenLoading } from '../../shared/ui/screen-loading';
import { ImagePreviewTool } from './image-preview-tool';
import { updateNews, useNewsItem } from './news-api';
import { NewsForm, type NewsFormValues } from './news-form';

/** /editarnoticia/:id: the same form, loaded by id; ACTUALIZAR; the image compressor beside it. */
export default function EditNewsPage({ params }: ScreenProps) {
  usePageTitle('Editar noticia');
  const { data, error, loading, reload } = useNewsItem(params.id);
  useLoginOnSessionLoss(error);
  const { show, dialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  const item = data?.noticia[0];

  const save = useCallback(
    async ({ cover, ...values }: NewsFormValues) => {
      if (!item) return;
      try {
        // A replaced cover is removed by the server once the news item no longer uses it.
        const img_portada = cover
          ? (await prepareAndUpload(cover, 'noticias', IMAGE_TARGETS.editImage)).url
          : item.img_portada;
        await updateNews(item._id, { ...values, titulo: values.titulo.trim(), img_portada });
      } catch (failure) {
        return reportFailure(failure);
      }
      reload();
      await show({ kind: 'success', title: 'Actualizado con exito!' });
    },
    [item, show, reportFailure, reload],
  );

  return (
    <>
      <PageHeader title="Editar noticia" />
      {item ? (
        <NewsForm
          key={`${item._id}:${item.img_portada}`}
          initial={{
            titulo: item.titulo,
            descripcion: item.descripcion,
            provincia: item.provincia,
            texto: item.texto,
          }}
          currentCover={item.img_portada}
          submitLabel="ACTUALIZAR"
          onSubmit={save}
          show={show}
          aside={<ImagePreviewTool />}
        />
      ) : loading ? (
        <ScreenLoading />
      ) : (
        <NotFound message={error?.message ?? 'No se encontró la noticia.'} backTo="/admin" />
      )}
      {dialog}
    </>
  );
}
