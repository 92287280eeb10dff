import * as Dialog from '@radix-ui/react-dialog';
import { objectPositionOf, type Medio } from '@portal/contracts';
import { buttonClass } from '../ui/button-class';
import dialogStyles from '../dialogs/dialog.module.css';
import type { PickedMedia } from './media-api';
import { mediaCaption } from './media-caption';
import { MediaSearchForm, useMediaSearch } from './media-search';
import styles from './media.module.css';

const PICKER_PAGE_SIZE = 24;

/**
 * 'Elegir de Medios': a searchable grid of the library's images; choosing one hands its record
 * to the form, which saves its URL with the record's id instead of uploading the image again.
 */
export function MediaPickerDialog({
  open,
  onOpenChange,
  onPick,
  title = 'Elegir de Medios',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (medio: PickedMedia) => void;
  title?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={`${dialogStyles.content} ${styles.pickerDialog}`}
          aria-describedby={undefined}
        >
          <Dialog.Title className={dialogStyles.title}>{title}</Dialog.Title>
          {open && (
            <PickerBody
              onPick={(medio) => {
                onPick(medio);
                onOpenChange(false);
              }}
            />
          )}
          <div className={dialogStyles.buttons}>
            <Dialog.Close type="button" className={buttonClass('ghost')}>
              Cancelar
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PickerBody({ onPick }: { onPick: (medio: Medio) => void }) {
  // Its submit stops propagation: the picker sits inside the item's form.
  const search = useMediaSearch(PICKER_PAGE_SIZE);
  const { data, error, loading } = search.list;
  const { setPage } = search;
  const medios = data?.medios;

  return (
    <div className={styles.picker}>
      <MediaSearchForm
        search={search}
        label="Buscar en Medios"
        className={styles.searchRow}
        inputClassName={styles.searchInput}
        small
      />
      {error && <p role="alert">{error.message}</p>}
      {loading && !medios && <p className={styles.empty}>Cargando…</p>}
      {medios && medios.docs.length === 0 && <p className={styles.empty}>No hay imágenes que coincidan.</p>}
      <ul className={styles.pickerGrid}>
        {medios?.docs.map((medio) => (
          <li key={medio._id}>
            <button
              type="button"
              className={styles.pickerItem}
              onClick={() => onPick(medio)}
              aria-label={`Elegir ${mediaCaption(medio)}`}
              title={mediaCaption(medio)}
            >
              <img
                src={medio.url}
                alt=""
                loading="lazy"
                style={{ objectPosition: objectPositionOf(medio.foco) }}
              />
              <span className={styles.pickerCaption}>{mediaCaption(medio)}</span>
            </button>
          </li>
        ))}
      </ul>
      {medios && medios.totalPages > 1 && (
        <div className={styles.pager}>
          <button
            type="button"
            className={buttonClass('ghost', { small: true })}
            disabled={!medios.hasPrevPage}
            onClick={() => setPage((n) => n - 1)}
          >
            Anterior
          </button>
          <span>
            Página {medios.page} de {medios.totalPages}
          </span>
          <button
            type="button"
            className={buttonClass('ghost', { small: true })}
            disabled={!medios.hasNextPage}
            onClick={() => setPage((n) => n + 1)}
          >
            Siguiente
          </button>
        </div>
      )}
    </div>
  );
}
