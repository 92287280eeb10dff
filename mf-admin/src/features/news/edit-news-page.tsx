import { useCallback, useEffect, useRef, useState } from 'react';
import { NEWS_CONFLICT_MESSAGE, type StaffNoticia } from '@portal/contracts';
import { ApiError, usePageTitle } from '@portal/ui';
import type { ScreenProps } from '../../shared/screen-props';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { discardUploads } from '../../shared/images/delete-image';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload, type UploadedImage } from '../../shared/images/upload-image';
import { formatArgentinaTime, toArgentinaInput } from '../../shared/time/argentina-time';
import { buttonClass } from '../../shared/ui/button-class';
import { NotFound } from '../../shared/ui/not-found';
import { PageHeader } from '../../shared/ui/page-header';
import { ScreenLoading } from '../../shared/ui/screen-loading';
import { CompareDialog } from './history/compare-dialog';
import { HistoryPanel } from './history/history-panel';
import { ImagePreviewTool } from './image-preview-tool';
import { fetchNewsItem, previewNewsHref, updateNews, useNewsItem } from './news-api';
import { NewsForm, type NewsFormValues, type NewsSaveIntent } from './news-form';
import { contentFields, savedMessage, workflowFields } from './news-save';
import { newsStateLabel } from './news-states';
import styles from './news.module.css';

/** A save the server refused with 412: what the user wrote, kept until they decide. */
interface Conflict {
  values: NewsFormValues;
  intent: NewsSaveIntent;
  /** The item as the other person left it, once asked for. */
  theirs?: StaffNoticia;
}

const isConflict = (failure: unknown) => failure instanceof ApiError && failure.status === 412;

/**
 * /editarnoticia/:id: the staff view of the item in any state. Every save names the version it
 * was loaded at (If-Match); when someone saved in between, the server refuses (412), the form
 * keeps what the user wrote, and they may see the other version before overwriting it. A draft
 * saves itself every 30 s while something changed.
 */
export default function EditNewsPage({ params }: ScreenProps) {
  usePageTitle('Editar noticia');
  const { data, error, loading, reload } = useNewsItem(params.id);
  useLoginOnSessionLoss(error);
  const { show, dialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  const item = data?.noticia[0];

  // The version the form's content is based on: the loaded one, then one more per save of ours.
  const version = useRef(0);
  useEffect(() => {
    if (item) version.current = item.version;
  }, [item]);
  // Saves go one at a time: a button pressed while an autosave is on its way waits for it (and its
  // new version) instead of racing it into a 412 of our own.
  const lastSave = useRef<Promise<unknown>>(Promise.resolve());
  const [savedAt, setSavedAt] = useState<string>();
  const [conflict, setConflict] = useState<Conflict>();
  const [comparing, setComparing] = useState(false);

  /** One save on top of `base`; the uploaded cover is removed again if the save fails. */
  const persist = useCallback(
    async (
      current: StaffNoticia,
      { cover, ...values }: NewsFormValues,
      intent: NewsSaveIntent,
      base: number,
    ) => {
      const workflow = workflowFields(intent, values.programar);
      if ('warning' in workflow) return workflow;
      let uploaded: UploadedImage | undefined;
      try {
        // A replaced cover is removed by the server once the news item no longer uses it.
        if (cover) uploaded = await prepareAndUpload(cover, 'noticias', IMAGE_TARGETS.editImage);
        await updateNews(current._id, base, {
          ...contentFields(values),
          img_portada: uploaded?.url ?? current.img_portada,
          ...workflow.fields,
        });
      } catch (failure) {
        if (uploaded) void discardUploads([uploaded.public_id]);
        throw failure;
      }
      version.current = base + 1;
      return workflow;
    },
    [],
  );

  const finish = useCallback(
    async (outcome: Awaited<ReturnType<typeof persist>>) => {
      if ('warning' in outcome) return show({ kind: 'warning', title: outcome.warning });
      setConflict(undefined);
      setSavedAt(formatArgentinaTime(new Date().toISOString()));
      reload();
      await show({ kind: 'success', title: savedMessage(outcome.fields) ?? 'Actualizado con exito!' });
    },
    [show, reload],
  );

  const save = useCallback(
    async (values: NewsFormValues, intent: NewsSaveIntent) => {
      if (!item) return;
      try {
        await lastSave.current.catch(() => undefined);
        await finish(await persist(item, values, intent, version.current));
      } catch (failure) {
        if (isConflict(failure)) return setConflict({ values, intent });
        return reportFailure(failure);
      }
    },
    [item, persist, finish, reportFailure],
  );

  /** 'Guardar de todos modos': the user's text on top of what the other person saved. */
  const overwrite = useCallback(async () => {
    if (!item || !conflict) return;
    setComparing(false);
    try {
      const latest = (await fetchNewsItem(item._id)).noticia[0];
      await finish(await persist(latest, conflict.values, conflict.intent, latest.version));
    } catch (failure) {
      return reportFailure(failure);
    }
  }, [item, conflict, persist, finish, reportFailure]);

  const seeTheirs = useCallback(async () => {
    if (!item || !conflict) return;
    try {
      const theirs = (await fetchNewsItem(item._id)).noticia[0];
      setConflict({ ...conflict, theirs });
      setComparing(true);
    } catch (failure) {
      return reportFailure(failure);
    }
  }, [item, conflict, reportFailure]);

  /** A draft saves itself, quietly: no state change, no cover, no dialog. */
  const autosave = useCallback(
    async ({ cover: _cover, ...values }: NewsFormValues) => {
      if (!item || item.estado !== 'borrador' || conflict) return false;
      const saving = updateNews(item._id, version.current, contentFields(values)).then(() => {
        version.current += 1;
      });
      lastSave.current = saving;
      try {
        await saving;
      } catch (failure) {
        if (isConflict(failure)) setConflict({ values, intent: 'main' });
        console.error(failure);
        return false;
      }
      setSavedAt(formatArgentinaTime(new Date().toISOString()));
      return true;
    },
    [item, conflict],
  );

  return (
    <>
      <PageHeader title="Editar noticia" />
      {conflict && (
        <div className={styles.conflict} role="alert">
          <strong>{NEWS_CONFLICT_MESSAGE}</strong>
          <span>Tu texto sigue en el formulario: nada se perdió.</span>
          <div className={styles.conflictActions}>
            <button
              type="button"
              className={buttonClass('dark', { small: true })}
              onClick={() => void seeTheirs()}
            >
              Ver la otra versión
            </button>
            <button
              type="button"
              className={buttonClass('danger', { small: true })}
              onClick={() => void overwrite()}
            >
              Guardar de todos modos
            </button>
          </div>
        </div>
      )}
      {item ? (
        <NewsForm
          key={`${item._id}:${item.version}`}
          initial={{
            titulo: item.titulo,
            descripcion: item.descripcion,
            provincia: item.provincia,
            texto: item.texto,
            img_portada_alt: item.img_portada_alt ?? '',
            img_portada_credito: item.img_portada_credito ?? '',
            programar:
              item.estado === 'programada' && item.publicar_en ? toArgentinaInput(item.publicar_en) : '',
          }}
          currentCover={item.img_portada}
          submitLabel="ACTUALIZAR"
          onSubmit={save}
          show={show}
          canPublish={item.estado !== 'publicada'}
          autosave={item.estado === 'borrador' ? autosave : undefined}
          status={
            <p className={styles.status}>
              <span className={styles.state} data-state={item.estado}>
                {newsStateLabel(item)}
              </span>
              {savedAt && <span className={styles.saved}>Guardado {savedAt}</span>}
              <a
                href={previewNewsHref(item._id)}
                target="_blank"
                rel="noopener"
                className={buttonClass('ghost', { small: true })}
              >
                Vista previa
              </a>
            </p>
          }
          aside={
            <>
              <HistoryPanel current={item} version={() => version.current} onRestored={reload} show={show} />
              <ImagePreviewTool />
            </>
          }
        />
      ) : loading ? (
        <ScreenLoading />
      ) : (
        <NotFound message={error?.message ?? 'No se encontró la noticia.'} backTo="/admin" />
      )}
      {comparing && conflict?.theirs && (
        <CompareDialog
          title="La otra versión"
          legend="En rojo, lo que guardó la otra persona y tu texto no tiene; en verde, lo tuyo."
          older={conflict.theirs}
          newer={conflict.values}
          onClose={() => setComparing(false)}
          actions={
            <button type="button" className={buttonClass('danger')} onClick={() => void overwrite()}>
              Guardar de todos modos
            </button>
          }
        />
      )}
      {dialog}
    </>
  );
}
