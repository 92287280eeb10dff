import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ALBUM_PHOTOS_REQUIRED_MESSAGE,
  createAlbumRequestSchema,
  MAX_ALBUM_PHOTOS,
  type AlbumPhotoDetail,
} from '@portal/contracts';
import { z } from 'zod';
import { isSessionLost } from '../../shared/api/api-errors';
import { useFailureReport } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { TextField } from '../../shared/forms/text-field';
import { useFormEdits } from '../../shared/forms/unsaved-work';
import { firstError, useSchemaForm } from '../../shared/forms/use-schema-form';
import { NOT_AN_IMAGE_MESSAGE } from '../../shared/images/check-image';
import type { ImageTarget } from '../../shared/images/prepare-image';
import type { UploadedImage } from '../../shared/images/upload-image';
import { buttonClass } from '../../shared/ui/button-class';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import type { AlbumFields } from './albums-api';
import { AlbumUploadStatus } from './album-upload-status';
import type { PickedMedia } from '../../shared/media/media-api';
import { PickFromMedia } from '../../shared/media/pick-from-media';
import { PhotoDropzone } from './photo-dropzone';
import { PhotoGrid, type GridPhoto, type PhotoDetail } from './photo-grid';
import { discardStored, uploadAlbumPhotos, type PhotoProgress } from './upload-photos';
import { takeWithinLimit, usePendingPhotos } from './use-pending-photos';
import styles from './albums.module.css';

// Name, PH and date, checked in that order with the spec's warnings ('Ingresá nombre del álbum!'…);
// the photos are kept apart, as URLs and files.
const { nombre, ph, fecha } = createAlbumRequestSchema.in.shape;
const albumDetailsSchema = z.object({ nombre, ph, fecha });
export type AlbumDetails = z.input<typeof albumDetailsSchema>;

interface AlbumFormProps {
  initial: AlbumDetails;
  /** The album's saved photos (edit). */
  saved?: readonly string[];
  /** Their saved alt texts and credits (edit). */
  savedDetails?: readonly AlbumPhotoDetail[];
  submitLabel: string;
  /** Compression of the new photos: 0.5 for a new album, 0.9 when editing. */
  target: ImageTarget;
  /** Creates or updates the album; resolves with the message to show. */
  save: (fields: AlbumFields) => Promise<string>;
  /** After the success message: the spec's 1.5 s redirect. */
  onSaved: () => void;
  /**
   * The screen's unsaved work (useUnsavedWork): every change is reported to `keep` with the text
   * fields (the photos count as a change, but files cannot be kept in the browser), and a save
   * that succeeds tells `saved` what it took (`mark` when it started).
   */
  work?: AlbumWork;
}

/** What the album form needs of the screen's useUnsavedWork. */
export interface AlbumWork {
  keep: (values: AlbumDetails) => void;
  mark: () => number;
  saved: (upTo: number) => void;
}

/**
 * The new-album and edit-album form: name, date, PH and the photos (at most 30). The new photos
 * are compressed and uploaded with a bar each and one for the album; the album is saved only when
 * every photo arrived, otherwise the ones that did are deleted and 'Error al subir imágenes!' shows.
 */
export function AlbumForm({
  initial,
  saved = [],
  savedDetails = [],
  submitLabel,
  target,
  save,
  onSaved,
  work,
}: AlbumFormProps) {
  const navigate = useNavigate();
  const { show, dialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  const { register, handleSubmit, formState, watch, getValues } = useSchemaForm(albumDetailsSchema, initial);
  // Each change goes to the screen: typed text is kept in the browser, photos only make it ask.
  const workRef = useRef(work);
  workRef.current = work;
  const edited = () => workRef.current?.keep(getValues());
  useFormEdits(watch, edited);
  const [kept, setKept] = useState<readonly string[]>(saved);
  // Alt text and credit per photo, by grid key (a saved photo's URL, a new photo's own key).
  const [details, setDetails] = useState<Record<string, PhotoDetail>>(() =>
    Object.fromEntries(savedDetails.map(({ url, alt, credito }) => [url, { alt, credito }])),
  );
  const pending = usePendingPhotos();
  // Photos picked from the media library, by URL: their records go with the save ('fotos_medios').
  const [pickedIds, setPickedIds] = useState<Record<string, string>>({});
  function pickPhoto(medio: PickedMedia) {
    if (kept.includes(medio.url)) return;
    if (count >= MAX_ALBUM_PHOTOS) return warn('¡Límite alcanzado!', 'No puedes subir más de 30 imágenes.');
    edited();
    setKept((current) => [...current, medio.url]);
    setPickedIds((current) => ({ ...current, [medio.url]: medio._id }));
    if (medio.alt || medio.credito)
      setDetails((current) => ({
        ...current,
        [medio.url]: current[medio.url] ?? { alt: medio.alt, credito: medio.credito },
      }));
  }
  const [progress, setProgress] = useState<Record<string, PhotoProgress>>();
  // Once saved, the button keeps its spinner until the screen moves on.
  const [done, setDone] = useState(false);
  const sending = formState.isSubmitting || done;

  const count = kept.length + pending.photos.length;
  const warn = (title: string, text?: string) => void show({ kind: 'warning', title, text });

  function addFiles(files: File[]) {
    const { accepted, overflow } = takeWithinLimit(files, MAX_ALBUM_PHOTOS - count);
    if (accepted.length > 0) edited();
    pending.add(accepted);
    if (overflow) warn('¡Límite alcanzado!', 'No puedes subir más de 30 imágenes.');
  }

  async function send(fields: AlbumDetails) {
    if (count === 0) return warn(ALBUM_PHOTOS_REQUIRED_MESSAGE);
    // A photo that is no picture is marked where it is; the album waits until it is removed.
    if ((await Promise.all(pending.photos.map((photo) => photo.checked))).includes(false)) {
      return warn(NOT_AN_IMAGE_MESSAGE, 'Eliminá las fotos marcadas para subir el álbum.');
    }

    const photos = pending.photos;
    const typedUpTo = work?.mark();
    setProgress(Object.fromEntries(photos.map(({ key }) => [key, { fraction: 0, state: 'waiting' }])));
    let uploaded: UploadedImage[];
    try {
      uploaded = await uploadAlbumPhotos(photos, target, (key, photo) =>
        setProgress((current) => ({ ...current, [key]: photo })),
      );
    } catch (failure) {
      console.error('Error al subir imágenes:', failure);
      void show({ kind: 'error', title: 'Error al subir imágenes!' }).then(() => {
        if (isSessionLost(failure)) navigate('/login', { replace: true });
      });
      return;
    }

    try {
      const photoDetails = [
        ...kept.map((url) => ({ url, ...details[url] })),
        ...uploaded.map((image, index) => ({ url: image.url, ...details[photos[index]!.key] })),
      ]
        .map(({ url, alt = '', credito = '' }) => ({ url, alt: alt.trim(), credito: credito.trim() }))
        .filter(({ alt, credito }) => alt || credito);
      const message = await save({
        nombre: fields.nombre.trim(),
        ph: fields.ph.trim(),
        fecha: fields.fecha,
        fotos: [...kept, ...uploaded.map((image) => image.url)],
        // Sent when some photo says something, or to clear what was saved.
        ...((photoDetails.length > 0 || savedDetails.length > 0) && { fotos_detalle: photoDetails }),
        ...(kept.some((url) => pickedIds[url]) && {
          fotos_medios: kept.flatMap((url) => (pickedIds[url] ? [pickedIds[url]] : [])),
        }),
      });
      setDone(true);
      // The server has it: the copy in the browser goes.
      if (typedUpTo !== undefined) work?.saved(typedUpTo);
      void show({ kind: 'success', title: message });
      onSaved();
    } catch (failure) {
      // The album was refused: its new photos would be orphans.
      await discardStored(uploaded);
      setProgress(undefined);
      void reportFailure(failure);
    }
  }

  const grid: GridPhoto[] = [
    ...kept.map((url, index) => ({ key: url, src: url, label: `Foto ${index + 1}` })),
    ...pending.photos.map((photo) => ({
      key: photo.key,
      src: photo.previewUrl,
      label: photo.file.name,
      pending: true,
      invalid: photo.valid === false,
      progress: progress?.[photo.key],
    })),
  ];

  return (
    <form
      className={`${formStyles.card} ${formStyles.form}`}
      onSubmit={handleSubmit(send, (errors) => warn(firstError(errors)))}
      noValidate
    >
      <div className={formStyles.grid}>
        <TextField label="Nombre del álbum" required {...register('nombre')} />
        <TextField label="Fecha" type="date" required {...register('fecha')} />
        <TextField label="PH" required hint="Fotógrafo del álbum" {...register('ph')} />
      </div>
      <fieldset className={formStyles.fieldset}>
        <legend className={`${formStyles.label} ${formStyles.legend}`}>Fotos</legend>
        <div className={styles.photos}>
          <PhotoDropzone
            count={count}
            max={MAX_ALBUM_PHOTOS}
            disabled={sending || count >= MAX_ALBUM_PHOTOS}
            onFiles={addFiles}
          />
          <PickFromMedia onPick={pickPhoto} label="Agregar desde Medios" />
          {progress && pending.photos.length > 0 && (
            <AlbumUploadStatus progress={progress} count={pending.photos.length} />
          )}
          <PhotoGrid
            photos={grid}
            busy={sending}
            details={details}
            onDetail={(key, detail) => {
              edited();
              setDetails((current) => ({ ...current, [key]: detail }));
            }}
            onRemove={(key) => {
              edited();
              if (kept.includes(key)) setKept((current) => current.filter((url) => url !== key));
              else pending.remove(key);
            }}
          />
        </div>
      </fieldset>
      <div className={formStyles.actions}>
        <SubmitButton busy={sending}>{submitLabel}</SubmitButton>
        <Link to="/galeria" className={buttonClass('ghost')}>
          Volver
        </Link>
      </div>
      {dialog}
    </form>
  );
}
