import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  isEditor,
  isPublicOrScheduled,
  mayEditNews,
  maySendForReview,
  NEWS_AUTHOR_ONLY_MESSAGE,
  NEWS_LOCKED_MESSAGE,
  type NewsConflictResponse,
  type NewsState,
  type StaffNoticia,
} from '@portal/contracts';
import { ApiError, usePageTitle } from '@portal/ui';
import type { ScreenProps } from '../../shared/screen-props';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { logUnexpectedFailure } from '../../shared/api/api-errors';
import { useConfirmDialog, useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { KeptCopyOffer, useUnsavedWork } from '../../shared/forms/unsaved-work';
import { discardUploads } from '../../shared/images/delete-image';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload, type UploadedImage } from '../../shared/images/upload-image';
import {
  formatArgentinaDateTime,
  formatArgentinaTime,
  toArgentinaInput,
} from '../../shared/time/argentina-time';
import { buttonClass } from '../../shared/ui/button-class';
import { NotFound } from '../../shared/ui/not-found';
import { PageHeader } from '../../shared/ui/page-header';
import { ScreenLoading } from '../../shared/ui/screen-loading';
import { CompareDialog } from './history/compare-dialog';
import { HistoryPanel } from './history/history-panel';
import { ImagePreviewTool } from './image-preview-tool';
import { currentUserAtom } from '../session/current-user';
import { PresenceBanner } from './editorial/presence-banner';
import { ReviewPanel } from './editorial/review-panel';
import { usePresence } from './editorial/use-presence';
import {
  fetchNewsItem,
  previewNewsHref,
  sendForReview,
  updateNews,
  useNewsItem,
  useNewsNotes,
} from './news-api';
import { NewsForm, type NewsFormValues, type NewsSaveIntent } from './news-form';
import { contentFields, savedMessage, workflowFields } from './news-save';
import { newsStateLabel } from './news-states';
import styles from './news.module.css';

/** A save the server refused with 412: what the user wrote, kept until they decide. */
interface Conflict {
  values: NewsFormValues;
  intent: NewsSaveIntent;
  /** Who saved in between, when, and the item as they left it (the 412's answer). */
  theirs: NewsConflictResponse;
}

/** The 412's answer when a save named an old version (NewsConflictResponse), else undefined. */
function conflictOf(failure: unknown): NewsConflictResponse | undefined {
  if (!(failure instanceof ApiError) || failure.status !== 412) return undefined;
  const body = failure.body as Partial<NewsConflictResponse> | undefined;
  return body?.noticia && typeof body.version === 'number' ? (body as NewsConflictResponse) : undefined;
}

/** '<nombre> guardó esta noticia a las HH:mm' (Argentina's time). */
const savedByLine = ({ actualizado_por, actualizado_en }: NewsConflictResponse) =>
  `${actualizado_por || 'Otra persona'} guardó esta noticia a las ${formatArgentinaTime(actualizado_en)}`;

/** What 'Despublicar' says before it takes the story down. */
const unpublishQuestion = (estado: NewsState) =>
  estado === 'programada'
    ? 'La publicación programada se cancela y la noticia vuelve a ser un borrador.'
    : 'La noticia deja de verse en el sitio (los enlaces compartidos dejan de funcionar) y vuelve a ser un borrador.';

/**
 * /editarnoticia/:id: the staff view of the item in any state. Every save names the version it
 * was loaded at (If-Match); when someone saved in between, the server refuses (412) and says who
 * and when: the form keeps what the user wrote, and they compare, load the other version
 * ('Cargar su versión') or save on top of it ('Sobrescribir con la mía'); a second save asks
 * before overwriting. Saving never unpublishes: 'Despublicar' does, after a confirmation. A draft
 * saves itself every 30 s while something changed; the state is read again on focus and when a
 * scheduled item's time comes.
 */
export default function EditNewsPage({ params }: ScreenProps) {
  usePageTitle('Editar noticia');
  const { data, error, loading, reload } = useNewsItem(params.id);
  useLoginOnSessionLoss(error);
  const { show, dialog } = useMessageDialog();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const reportFailure = useFailureReport(show);
  const loaded = data?.noticia[0];
  const item = useLiveState(loaded);
  // Publishing, scheduling, approving and editing a public item need `edicion` (DESIGN §11).
  const user = useAtomValue(currentUserAtom);
  const editor = isEditor(user);
  // Only its author (or an editor) sends a draft for review (DESIGN §11), as the API checks.
  const mayReview = item !== undefined && maySendForReview(item, { userId: user?._id ?? '', editor });
  // Why this user may not save it (DESIGN §11), as the API would answer: shown instead of the buttons.
  const locked =
    item === undefined || editor
      ? undefined
      : isPublicOrScheduled(item.estado)
        ? NEWS_LOCKED_MESSAGE
        : mayEditNews(item, { userId: user?._id ?? '', editor })
          ? undefined
          : NEWS_AUTHOR_ONLY_MESSAGE;
  const others = usePresence(params.id);
  const returned = useReturnNote(item);
  // What is typed is kept in this browser until the server has it, and leaving asks (DESIGN §11).
  const work = useUnsavedWork<NewsFormValues>(`noticia:${params.id}`, confirm);
  // 'Recuperar': the kept values on top of the version they were offered at (a save moves on).
  const [recovered, setRecovered] = useState<{ values: NewsFormValues; version: number }>();
  const recoveredHere =
    recovered && item && recovered.version === item.version ? recovered.values : undefined;

  // The version the form's content is based on: the loaded one, then one more per save of ours.
  const version = useRef(0);
  useEffect(() => {
    if (loaded) version.current = loaded.version;
  }, [loaded]);
  // Saves go one at a time: a button pressed while an autosave is on its way waits for it (and its
  // new version) instead of racing it into a 412 of our own.
  const lastSave = useRef<Promise<unknown>>(Promise.resolve());
  const [savedAt, setSavedAt] = useState<string>();
  const [conflict, setConflict] = useState<Conflict>();
  const [comparing, setComparing] = useState(false);
  // A new load (after our save, or 'Cargar su versión') ends any conflict.
  useEffect(() => setConflict(undefined), [loaded]);

  /** One save on top of `base`; the uploaded cover is removed again if the save fails. */
  const persist = useCallback(
    async (
      current: StaffNoticia,
      { cover, coverMedio, ...values }: NewsFormValues,
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
          // A cover picked from the library goes with its record, which the server checks.
          ...(uploaded
            ? { img_portada: uploaded.url }
            : coverMedio
              ? { img_portada: coverMedio.url, img_portada_medio: coverMedio._id }
              : { img_portada: current.img_portada }),
          ...workflow.fields,
        });
      } catch (failure) {
        if (uploaded) void discardUploads([uploaded.public_id]);
        throw failure;
      }
      version.current = base + 1;
      // 'Enviar a revisión': the content saved, then the draft goes to the queue with its note.
      if (intent === 'revision') {
        await sendForReview(current._id, values.nota?.trim() ?? '');
        version.current += 1;
      }
      return { ...workflow, intent };
    },
    [],
  );

  const finish = useCallback(
    async (outcome: Awaited<ReturnType<typeof persist>>) => {
      if ('warning' in outcome) return show({ kind: 'warning', title: outcome.warning });
      setConflict(undefined);
      setSavedAt(formatArgentinaTime(new Date().toISOString()));
      reload();
      await show({
        kind: 'success',
        title: savedMessage(outcome.fields, outcome.intent) ?? 'Actualizado con exito!',
      });
    },
    [show, reload],
  );

  /** 'Sobrescribir con la mía': the user's text on top of the version the other person saved. */
  const overwrite = useCallback(
    async (pending: Conflict) => {
      setComparing(false);
      try {
        await lastSave.current.catch(() => undefined);
        const { noticia, version: theirs } = pending.theirs;
        const typedUpTo = work.mark();
        const outcome = await persist(noticia, pending.values, pending.intent, theirs);
        if (!('warning' in outcome)) work.saved(typedUpTo);
        await finish(outcome);
      } catch (failure) {
        const again = conflictOf(failure);
        // Yet another save came in between: the banner names it, and the choice is offered again.
        if (again) return setConflict({ ...pending, theirs: again });
        return reportFailure(failure);
      }
    },
    [persist, finish, reportFailure, work],
  );

  const save = useCallback(
    async (values: NewsFormValues, intent: NewsSaveIntent) => {
      if (!item) return;
      if (
        intent === 'despublicar' &&
        !(await confirm({ text: unpublishQuestion(item.estado), confirmLabel: 'Despublicar', danger: true }))
      )
        return;
      // After a conflict, a second save goes through only on purpose: over their version.
      if (conflict) {
        const mine = { ...conflict, values, intent };
        const overwriting = await confirm({
          text: `${savedByLine(conflict.theirs)}. Si guardás ahora, tu versión reemplaza la suya.`,
          confirmLabel: 'Sobrescribir con la mía',
          danger: true,
        });
        if (overwriting) await overwrite(mine);
        else setConflict(mine);
        return;
      }
      try {
        await lastSave.current.catch(() => undefined);
        const typedUpTo = work.mark();
        const outcome = await persist(item, values, intent, version.current);
        if (!('warning' in outcome)) work.saved(typedUpTo);
        await finish(outcome);
      } catch (failure) {
        const theirs = conflictOf(failure);
        if (theirs) return setConflict({ values, intent, theirs });
        return reportFailure(failure);
      }
    },
    [item, conflict, confirm, persist, finish, overwrite, reportFailure, work],
  );

  /** 'Cargar su versión': the form takes what the other person saved; the user's changes go. */
  const loadTheirs = useCallback(async () => {
    if (!conflict) return;
    const confirmed = await confirm({
      text: `${savedByLine(conflict.theirs)}. El formulario toma su versión y tus cambios se descartan.`,
      confirmLabel: 'Cargar su versión',
      danger: true,
    });
    if (!confirmed) return;
    setComparing(false);
    reload();
  }, [conflict, confirm, reload]);

  /** A draft saves itself, quietly: no state change, no cover, no dialog. */
  const autosave = useCallback(
    async ({ cover: _cover, coverMedio: _coverMedio, ...values }: NewsFormValues) => {
      if (!item || item.estado !== 'borrador' || conflict) return false;
      const typedUpTo = work.mark();
      const saving = updateNews(item._id, version.current, contentFields(values)).then(() => {
        version.current += 1;
      });
      lastSave.current = saving;
      try {
        await saving;
      } catch (failure) {
        const theirs = conflictOf(failure);
        if (theirs) setConflict({ values, intent: 'main', theirs });
        else logUnexpectedFailure(failure);
        return false;
      }
      work.saved(typedUpTo);
      setSavedAt(formatArgentinaTime(new Date().toISOString()));
      return true;
    },
    [item, conflict, work],
  );

  return (
    <>
      <PageHeader title="Editar noticia" />
      <PresenceBanner others={others} />
      {returned && (
        <div className={styles.returned} role="status" aria-label="Devuelta por el editor">
          <strong>
            Devuelta por {returned.autor} el {formatArgentinaDateTime(returned.created_at)}
          </strong>
          {returned.nota && <span>{returned.nota}</span>}
        </div>
      )}
      {conflict && (
        <div className={styles.conflict} role="alert">
          <strong>{savedByLine(conflict.theirs)}.</strong>
          <span>Tu texto sigue en el formulario: nada se perdió. Elegí qué versión queda.</span>
          <div className={styles.conflictActions}>
            <button
              type="button"
              className={buttonClass('dark', { small: true })}
              onClick={() => setComparing(true)}
            >
              Ver diferencias
            </button>
            <button
              type="button"
              className={buttonClass('ghost', { small: true })}
              onClick={() => void loadTheirs()}
            >
              Cargar su versión
            </button>
            <button
              type="button"
              className={buttonClass('danger', { small: true })}
              onClick={() => void overwrite(conflict)}
            >
              Sobrescribir con la mía
            </button>
          </div>
        </div>
      )}
      {item && (
        <KeptCopyOffer
          copy={work.offered}
          onRecover={() => {
            const values = work.recover();
            if (values) setRecovered({ values, version: item.version });
          }}
          onDiscard={work.discard}
        />
      )}
      {item ? (
        <NewsForm
          key={`${item._id}:${item.version}${recoveredHere ? ':recuperada' : ''}`}
          onEdit={work.keep}
          startsChanged={recoveredHere !== undefined}
          initial={{
            titulo: item.titulo,
            descripcion: item.descripcion,
            provincia: item.provincia,
            texto: item.texto,
            img_portada_alt: item.img_portada_alt ?? '',
            img_portada_credito: item.img_portada_credito ?? '',
            categoria: item.categoria ?? '',
            etiquetas: item.etiquetas ?? [],
            seo_titulo: item.seo_titulo ?? '',
            seo_descripcion: item.seo_descripcion ?? '',
            imagen_social: item.imagen_social ?? '',
            programar:
              item.estado === 'programada' && item.publicar_en ? toArgentinaInput(item.publicar_en) : '',
            ...recoveredHere,
          }}
          currentCover={item.img_portada}
          submitLabel="ACTUALIZAR"
          onSubmit={save}
          show={show}
          canPublish={editor && item.estado !== 'publicada'}
          publishLabel={item.estado === 'revision' ? 'Aprobar y publicar' : 'Publicar'}
          canSchedule={editor}
          canSendForReview={!editor && item.estado === 'borrador' && mayReview}
          locked={locked}
          canUnpublish={editor && isPublicOrScheduled(item.estado)}
          autosave={item.estado === 'borrador' && !locked ? autosave : undefined}
          status={
            <p className={styles.status}>
              <span className={styles.state} data-state={item.estado}>
                {returned ? 'Devuelta' : newsStateLabel(item)}
              </span>
              {savedAt && <span className={styles.saved}>Guardado {savedAt}</span>}
              {!editor && item.estado === 'borrador' && !mayReview && (
                <span className={styles.saved}>La envía a revisión quien la escribió.</span>
              )}
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
              <ReviewPanel item={item} editor={editor} onReturned={reload} show={show} />
              <HistoryPanel
                current={item}
                version={() => version.current}
                onRestored={reload}
                show={show}
                canRestore={!locked}
              />
              <ImagePreviewTool />
            </>
          }
        />
      ) : loading ? (
        <ScreenLoading />
      ) : (
        <NotFound message={error?.message ?? 'No se encontró la noticia.'} backTo="/admin" />
      )}
      {comparing && conflict && (
        <CompareDialog
          title="La otra versión"
          legend={`${savedByLine(conflict.theirs)}. En rojo, lo que guardó y tu texto no tiene; en verde, lo tuyo.`}
          older={conflict.theirs.noticia}
          newer={conflict.values}
          onClose={() => setComparing(false)}
          actions={
            <>
              <button type="button" className={buttonClass('ghost')} onClick={() => void loadTheirs()}>
                Cargar su versión
              </button>
              <button
                type="button"
                className={buttonClass('danger')}
                onClick={() => void overwrite(conflict)}
              >
                Sobrescribir con la mía
              </button>
            </>
          }
        />
      )}
      {confirmDialog}
      {dialog}
    </>
  );
}

/**
 * The item with its state kept current while the screen stays open: read again when the window
 * gets the focus back and when a scheduled item's time comes, so that it stops saying
 * 'Programada' once it went out. Only the state is taken, never the content (the form keeps what
 * the user is writing), and only while the server still has the version the form is based on.
 */
function useLiveState(loaded: StaffNoticia | undefined): StaffNoticia | undefined {
  const [live, setLive] = useState<Pick<StaffNoticia, 'estado' | 'publicar_en'>>();
  useEffect(() => setLive(undefined), [loaded]);
  const item = useMemo(() => (loaded && live ? { ...loaded, ...live } : loaded), [loaded, live]);
  const id = loaded?._id;
  const loadedVersion = loaded?.version;

  const refresh = useCallback(async () => {
    if (!id) return;
    try {
      const fresh = (await fetchNewsItem(id)).noticia[0];
      if (fresh.version === loadedVersion) setLive({ estado: fresh.estado, publicar_en: fresh.publicar_en });
    } catch {
      // Offline for a moment: the next focus or check tries again.
    }
  }, [id, loadedVersion]);

  useEffect(() => {
    const onFocus = () => void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  // A scheduled item: look again just after its time, then every 15 s until it shows as out.
  const dueAt = item?.estado === 'programada' && item.publicar_en ? Date.parse(item.publicar_en) : Number.NaN;
  useEffect(() => {
    if (Number.isNaN(dueAt)) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      void refresh();
      timer = setTimeout(check, 15_000);
    };
    timer = setTimeout(check, Math.min(Math.max(dueAt - Date.now(), 0) + 1_000, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [dueAt, refresh]);

  return item;
}

/**
 * The editor's note when the draft came back to its author ('Devolver al autor') and has not been
 * sent again: the newest note of its review is that return. Else undefined.
 */
function useReturnNote(item: StaffNoticia | undefined) {
  const { data } = useNewsNotes(item?._id);
  const latest = data?.notas[0];
  return item?.estado === 'borrador' && latest?.tipo === 'devolucion' ? latest : undefined;
}
