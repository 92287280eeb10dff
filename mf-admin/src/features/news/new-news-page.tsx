import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PROVINCE, isEditor } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useFailureReport } from '../../shared/api/use-failure-report';
import { useConfirmDialog, useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { KeptCopyOffer, useUnsavedWork } from '../../shared/forms/unsaved-work';
import { discardUploads } from '../../shared/images/delete-image';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload, type UploadedImage } from '../../shared/images/upload-image';
import { PageHeader } from '../../shared/ui/page-header';
import { currentUserAtom } from '../session/current-user';
import { createNews, sendForReview } from './news-api';
import { NewsForm, type NewsFormValues, type NewsSaveIntent } from './news-form';
import { contentFields, savedMessage, workflowFields } from './news-save';

const EMPTY_NEWS: NewsFormValues = {
  titulo: '',
  descripcion: '',
  provincia: DEFAULT_PROVINCE,
  texto: '',
  img_portada_alt: '',
  img_portada_credito: '',
  categoria: '',
  etiquetas: [],
  seo_titulo: '',
  seo_descripcion: '',
  imagen_social: '',
  programar: '',
};

/**
 * /nuevanoticia: a cover is required. SUBIR publishes at once ('Articulo creado!' then the news
 * list, spec §4, §5); 'Guardar borrador' keeps it unpublished and goes on editing it (autosaved
 * from then on); 'Programar' publishes it by itself at the time given.
 */
export default function NewNewsPage() {
  usePageTitle('Nueva noticia');
  const navigate = useNavigate();
  const { show, dialog } = useMessageDialog();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const reportFailure = useFailureReport(show);
  // What is typed is kept in this browser until the server has it, and leaving asks (DESIGN §11).
  const work = useUnsavedWork<NewsFormValues>('noticia:nueva', confirm);
  const [recovered, setRecovered] = useState<NewsFormValues>();
  // Without `edicion` a new story is a draft or goes to review (DESIGN §11).
  const editor = isEditor(useAtomValue(currentUserAtom));

  const create = useCallback(
    async ({ cover, coverMedio, ...values }: NewsFormValues, intent: NewsSaveIntent) => {
      const workflow = workflowFields(intent, values.programar);
      if ('warning' in workflow) return show({ kind: 'warning', title: workflow.warning });
      if (!cover && !coverMedio) return show({ kind: 'warning', title: 'Elegí una imagen de portada.' });
      const { img_portada_alt, img_portada_credito, ...all } = contentFields(values);
      const { categoria, etiquetas, seo_titulo, seo_descripcion, imagen_social, ...content } = all;
      let uploaded: UploadedImage | undefined;
      let id: string;
      const typedUpTo = work.mark();
      try {
        // A cover picked from the library is saved by its URL and record: nothing is uploaded again.
        if (cover) uploaded = await prepareAndUpload(cover, 'noticias', IMAGE_TARGETS.newImage);
        ({ id } = await createNews({
          ...content,
          // Left out when empty: the item keeps the shape it had before alt texts existed.
          ...(img_portada_alt && { img_portada_alt }),
          ...(img_portada_credito && { img_portada_credito }),
          // The same for the content model's fields (DESIGN §12): only what was given.
          ...(categoria && { categoria }),
          ...(etiquetas.length > 0 && { etiquetas }),
          ...(seo_titulo && { seo_titulo }),
          ...(seo_descripcion && { seo_descripcion }),
          ...(imagen_social && { imagen_social }),
          ...(uploaded
            ? { img_portada: uploaded.url }
            : { img_portada: coverMedio!.url, img_portada_medio: coverMedio!._id }),
          ...(intent === 'revision' ? { estado: 'borrador' as const } : workflow.fields),
        }));
      } catch (failure) {
        // The cover of a news item that was not created would only take up space.
        if (uploaded) void discardUploads([uploaded.public_id]);
        return reportFailure(failure);
      }
      // The server has it: the copy in the browser goes.
      work.saved(typedUpTo);
      if (intent === 'revision') {
        // Saved as a draft already: if sending fails, it is there to send again.
        try {
          await sendForReview(id, values.nota?.trim() ?? '');
        } catch (failure) {
          await reportFailure(failure);
          return navigate(`/editarnoticia/${id}`, { replace: true });
        }
      }
      if (workflow.fields.estado === 'borrador') {
        await show({ kind: 'success', title: savedMessage(workflow.fields)! });
        return navigate(`/editarnoticia/${id}`, { replace: true });
      }
      await show({ kind: 'success', title: savedMessage(workflow.fields, intent) ?? 'Articulo creado!' });
      navigate('/admin');
    },
    [show, reportFailure, navigate, work],
  );

  return (
    <>
      <PageHeader title="Nueva noticia" />
      <KeptCopyOffer
        copy={work.offered}
        onRecover={() => setRecovered(work.recover())}
        onDiscard={work.discard}
      />
      <NewsForm
        key={recovered ? 'recuperada' : 'nueva'}
        initial={recovered ? { ...EMPTY_NEWS, ...recovered } : EMPTY_NEWS}
        onEdit={work.keep}
        submitLabel="SUBIR"
        onSubmit={create}
        show={show}
        showMain={editor}
        canSchedule={editor}
        canSendForReview={!editor}
      />
      {confirmDialog}
      {dialog}
    </>
  );
}
