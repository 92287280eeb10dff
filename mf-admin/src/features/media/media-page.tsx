import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { objectPositionOf, type MediaUse, type Medio } from '@portal/contracts';
import { formatShortDate, usePageTitle } from '@portal/ui';
import { canEditMedia } from '../../app/access';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { MediaSearchForm, useMediaSearch } from '../../shared/media/media-search';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { currentUserAtom } from '../session/current-user';
import { MediaEditDialog } from './media-edit-dialog';
import styles from './media-page.module.css';

const PAGE_SIZE = 24;

const RESOURCE_NAMES: Record<MediaUse['recurso'], string> = {
  noticia: 'Noticia',
  evento: 'Evento',
  album: 'Álbum',
  publicidad: 'Publicidad',
  banner: 'Banner',
};

const fileName = (url: string) => url.split('/').at(-1) ?? url;

function weight(bytes: number | null): string | undefined {
  if (bytes === null || bytes === 0) return undefined;
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * /medios (any staff): the media library (DESIGN §12). Every stored image with its alt text,
 * credit, size, uploader and uses; 'Editar' opens its alt text, credit and focal point.
 */
export default function MediaPage() {
  usePageTitle('Medios');
  const user = useAtomValue(currentUserAtom);
  const canEdit = canEditMedia(user);
  const search = useMediaSearch(PAGE_SIZE, { inUrl: true });
  const { q, setPage, list } = search;
  useLoginOnSessionLoss(list.error);
  const { show, dialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  const [editing, setEditing] = useState<Medio>();
  const medios = list.data?.medios;

  return (
    <div className={styles.page}>
      <PageHeader title="Medios" />
      <MediaSearchForm
        search={search}
        label="Buscar imágenes"
        className={styles.toolbar}
        inputClassName={styles.search}
      >
        {medios && (
          <span className={styles.total} aria-live="polite">
            {medios.totalDocs === 1 ? '1 imagen' : `${medios.totalDocs} imágenes`}
          </span>
        )}
      </MediaSearchForm>
      {list.error && !medios && <p className={styles.empty}>{list.error.message}</p>}
      {list.loading && !medios && <p className={styles.empty}>Cargando…</p>}
      {medios && medios.docs.length === 0 && (
        <p className={styles.empty}>
          {q ? 'Ninguna imagen coincide con la búsqueda.' : 'Todavía no hay imágenes.'}
        </p>
      )}
      <ul className={styles.grid}>
        {medios?.docs.map((medio) => (
          <MediaCard key={medio._id} medio={medio} canEdit={canEdit} onEdit={() => setEditing(medio)} />
        ))}
      </ul>
      {medios && medios.totalPages > 1 && (
        <nav className={styles.pager} aria-label="Páginas de Medios">
          <button
            type="button"
            className={styles.pageButton}
            disabled={!medios.hasPrevPage}
            onClick={() => setPage((n) => n - 1)}
          >
            « Anterior
          </button>
          <span>
            Página {medios.page} de {medios.totalPages}
          </span>
          <button
            type="button"
            className={styles.pageButton}
            disabled={!medios.hasNextPage}
            onClick={() => setPage((n) => n + 1)}
          >
            Siguiente »
          </button>
        </nav>
      )}
      <MediaEditDialog
        medio={editing}
        canEdit={canEdit}
        onClose={() => setEditing(undefined)}
        onSaved={(msg) => {
          setEditing(undefined);
          list.reload();
          void show({ kind: 'success', title: msg });
        }}
        onFailure={(failure) => void reportFailure(failure)}
      />
      {dialog}
    </div>
  );
}

function MediaCard({ medio, canEdit, onEdit }: { medio: Medio; canEdit: boolean; onEdit: () => void }) {
  const name = fileName(medio.url);
  const size = medio.ancho && medio.alto ? `${medio.ancho} × ${medio.alto}` : undefined;
  const details = [size, weight(medio.bytes)].filter(Boolean).join(' · ');
  return (
    <li className={styles.card} data-testid="medio">
      <button type="button" className={styles.thumbButton} onClick={onEdit} aria-label={`Ver ${name}`}>
        <img
          className={styles.thumb}
          src={medio.url}
          alt={medio.alt}
          loading="lazy"
          style={{ objectPosition: objectPositionOf(medio.foco) }}
        />
      </button>
      <div className={styles.body}>
        <p className={medio.alt ? styles.alt : `${styles.alt} ${styles.missing}`}>
          {medio.alt || 'Sin texto alternativo'}
        </p>
        {medio.credito && <p className={styles.credit}>{medio.credito}</p>}
        <p className={styles.meta} title={medio.url}>
          {name}
        </p>
        {details && <p className={styles.meta}>{details}</p>}
        <p className={styles.meta}>
          {medio.subido_por ? `${medio.subido_por} · ` : ''}
          {formatShortDate(medio.created_at)}
        </p>
        <details className={styles.uses}>
          <summary>
            {medio.usos.length === 0
              ? 'Sin usos'
              : medio.usos.length === 1
                ? '1 uso'
                : `${medio.usos.length} usos`}
          </summary>
          {medio.usos.length > 0 && (
            <ul>
              {/* Stories not yet public that the user may not see come without an id: the index keeps keys apart. */}
              {medio.usos.map((use, index) => (
                <li key={`${use.recurso}:${use.recurso_id || index}`}>
                  <span className={styles.useKind}>{RESOURCE_NAMES[use.recurso]}</span> {use.titulo}
                </li>
              ))}
            </ul>
          )}
        </details>
        <button
          type="button"
          className={buttonClass(canEdit ? 'primary' : 'ghost', { small: true, block: true })}
          onClick={onEdit}
          aria-label={`${canEdit ? 'Editar' : 'Ver'} ${medio.alt || name}`}
        >
          {canEdit ? 'Editar' : 'Ver'}
        </button>
      </div>
    </li>
  );
}
