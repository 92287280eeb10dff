import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MAX_ALBUM_PHOTOS } from '@portal/contracts';
import { isSessionLost } from '../../shared/api/send-json';
import { useFailureReport } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { TextField } from '../../shared/forms/text-field';
import { NOT_AN_IMAGE_MESSAGE } from '../../shared/images/check-image';
import type { ImageTarget } from '../../shared/images/prepare-image';
import type { UploadedImage } from '../../shared/images/upload-image';
import { buttonClass } from '../../shared/ui/button-class';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import type { AlbumFields } from './albums-api';
import { AlbumUploadStatus } from './album-upload-status';
import { PhotoDropzone } from './photo-dropzone';
import { PhotoGrid, type GridPhoto } from './photo-grid';
import { discardStored, uploadAlbumPhotos, type PhotoProgress } from './upload-photos';
import { takeWithinLimit, usePendingPhotos } from './use-pending-photos';
import styles from './albums.module.css';

export interface AlbumDetails {
  nombre: string;
  fecha: string;
  ph: string;
}

interface AlbumFormProps {
  initial: AlbumDetails;
  /** The album's saved photos (edit). */
  saved?: readonly string[];
  submitLabel: string;
  /** Compression of the new photos: 0.5 for a new album, 0.9 when editing. */
  target: ImageTarget;
  /** Creates or updates the album; resolves with the message to show. */
  save: (fields: AlbumFields) => Promise<string>;
  /** After the success message: the spec's 1.5 s redirect. */
  onSaved: () => void;
}

/** Back-office spec §5: the missing-field warnings, in the order the form asks for them. */
function missingDetail({ nombre, ph, fecha }: AlbumDetails): string | undefined {
  if (!nombre.trim()) return 'Ingrese nombre del álbum!';
  if (!ph.trim()) return 'Ingrese nombre del PH!';
  if (!fecha) return 'Ingrese fecha del álbum!';
  return undefined;
}

/**
 * The new-album and edit-album form: name, date, PH and the photos (at most 30). The new photos
 * are compressed and uploaded with a bar each and one for the album; the album is saved only when
 * every photo arrived, otherwise the ones that did are deleted and 'Error al subir imágenes!' shows.
 */
export function AlbumForm({ initial, saved = [], submitLabel, target, save, onSaved }: AlbumFormProps) {
  const navigate = useNavigate();
  const { show, dialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  const [details, setDetails] = useState(initial);
  const [kept, setKept] = useState<readonly string[]>(saved);
  const pending = usePendingPhotos();
  const [progress, setProgress] = useState<Record<string, PhotoProgress>>();
  const [sending, setSending] = useState(false);

  const count = kept.length + pending.photos.length;
  const set = (field: keyof AlbumDetails) => (event: { target: { value: string } }) =>
    setDetails((current) => ({ ...current, [field]: event.target.value }));

  function addFiles(files: File[]) {
    const { accepted, overflow } = takeWithinLimit(files, MAX_ALBUM_PHOTOS - count);
    pending.add(accepted);
    if (overflow) {
      void show({
        kind: 'warning',
        title: '¡Límite alcanzado!',
        text: 'No puedes subir más de 30 imágenes.',
      });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const warning =
      missingDetail(details) ?? (count === 0 ? 'Elige al menos una imagen para el álbum.' : undefined);
    if (warning) return void show({ kind: 'warning', title: warning });
    // A photo that is no picture is marked where it is; the album waits until it is removed.
    if ((await Promise.all(pending.photos.map((photo) => photo.checked))).includes(false)) {
      return void show({
        kind: 'warning',
        title: NOT_AN_IMAGE_MESSAGE,
        text: 'Elimine las fotos marcadas para subir el álbum.',
      });
    }

    setSending(true);
    const photos = pending.photos;
    setProgress(Object.fromEntries(photos.map(({ key }) => [key, { fraction: 0, state: 'waiting' }])));
    let uploaded: UploadedImage[];
    try {
      uploaded = await uploadAlbumPhotos(photos, target, (key, photo) =>
        setProgress((current) => ({ ...current, [key]: photo })),
      );
    } catch (failure) {
      console.error('Error al subir imágenes:', failure);
      setSending(false);
      await show({ kind: 'error', title: 'Error al subir imágenes!' });
      if (isSessionLost(failure)) navigate('/login', { replace: true });
      return;
    }

    try {
      const message = await save({
        nombre: details.nombre.trim(),
        ph: details.ph.trim(),
        fecha: details.fecha,
        fotos: [...kept, ...uploaded.map((image) => image.url)],
      });
      void show({ kind: 'success', title: message });
      onSaved();
    } catch (failure) {
      // The album was refused: its new photos would be orphans.
      await discardStored(uploaded);
      setSending(false);
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
    <form className={`${formStyles.card} ${formStyles.form}`} onSubmit={submit} noValidate>
      <div className={formStyles.grid}>
        <TextField
          label="Nombre del álbum"
          name="nombre"
          required
          value={details.nombre}
          onChange={set('nombre')}
        />
        <TextField
          label="Fecha"
          name="fecha"
          type="date"
          required
          value={details.fecha}
          onChange={set('fecha')}
        />
        <TextField
          label="PH"
          name="ph"
          required
          value={details.ph}
          onChange={set('ph')}
          hint="Fotógrafo del álbum"
        />
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
          {progress && pending.photos.length > 0 && (
            <AlbumUploadStatus progress={progress} count={pending.photos.length} />
          )}
          <PhotoGrid
            photos={grid}
            busy={sending}
            onRemove={(key) =>
              kept.includes(key)
                ? setKept((current) => current.filter((url) => url !== key))
                : pending.remove(key)
            }
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
