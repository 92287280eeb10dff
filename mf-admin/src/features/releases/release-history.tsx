import type { Release, Seccion } from '@portal/contracts';
import { buttonClass } from '../../shared/ui/button-class';
import { failuresText, formatDateTime, shortCommit } from './release-format';
import styles from './releases.module.css';

/**
 * Every release of a section, newest first: what it is, when it was built and registered, its
 * failures, and the actions ('Activar' is the rollback; 'Probar' makes it the candidate;
 * 'Archivar' hides a release nobody should get, 'Desarchivar' brings it back). Archived releases
 * are listed only when `showArchived`.
 */
export function ReleaseHistory({
  seccion,
  label,
  busy,
  showArchived,
  onActivate,
  onTry,
  onArchive,
}: {
  seccion: Seccion;
  label: string;
  busy: boolean;
  showArchived: boolean;
  onActivate: (release: Release) => void;
  onTry: (release: Release) => void;
  onArchive: (release: Release, archivada: boolean) => void;
}) {
  const releases = showArchived ? seccion.releases : seccion.releases.filter((release) => !release.archivada);
  return (
    <div className={styles.history}>
      <table className={styles.table}>
        <caption className={styles.caption}>Historial de {label}</caption>
        <thead>
          <tr>
            <th scope="col">Etiqueta</th>
            <th scope="col">Versión</th>
            <th scope="col">Commit</th>
            <th scope="col">Compilada</th>
            <th scope="col">Registrada</th>
            <th scope="col">Fallas</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {releases.map((release) => {
            const active = release._id === seccion.activa;
            const candidate = release._id === seccion.candidata;
            return (
              <tr
                key={release._id}
                data-state={
                  active ? 'activa' : candidate ? 'candidata' : release.archivada ? 'archivada' : undefined
                }
              >
                <th scope="row" className={styles.labelCell}>
                  <span className={styles.etiqueta}>{release.etiqueta}</span>
                  {active && <span className={`${styles.badge} ${styles.badgeActive}`}>Activa</span>}
                  {candidate && (
                    <span className={`${styles.badge} ${styles.badgeCandidate}`}>
                      Candidata {seccion.canary} %
                    </span>
                  )}
                  {release.archivada && (
                    <span className={`${styles.badge} ${styles.badgeArchived}`}>Archivada</span>
                  )}
                  <span className={styles.url} title={release.url}>
                    {release.url}
                  </span>
                </th>
                <td data-label="Versión">{release.version ?? '—'}</td>
                <td data-label="Commit">
                  <code>{shortCommit(release.commit)}</code>
                </td>
                <td data-label="Compilada" className={styles.nowrap}>
                  {formatDateTime(release.built_at)}
                </td>
                <td data-label="Registrada">
                  <span>
                    <span className={styles.nowrap}>{formatDateTime(release.created_at)}</span>
                    <span className={styles.by}> por {release.creada_por}</span>
                  </span>
                </td>
                <td data-label="Fallas" data-failures={release.fallos > 0 || undefined}>
                  {failuresText(release)}
                </td>
                <td>
                  <div className={styles.rowActions}>
                    {!active && !release.archivada && (
                      <button
                        type="button"
                        className={buttonClass('dark', { small: true })}
                        disabled={busy}
                        onClick={() => onActivate(release)}
                        aria-label={`Activar ${release.etiqueta}`}
                      >
                        Activar
                      </button>
                    )}
                    {!active && !candidate && !release.archivada && (
                      <button
                        type="button"
                        className={buttonClass('ghost', { small: true })}
                        disabled={busy}
                        onClick={() => onTry(release)}
                        aria-label={`Probar ${release.etiqueta} como candidata`}
                        title="Darla como candidata a una parte de los visitantes"
                      >
                        Probar
                      </button>
                    )}
                    {!active && !candidate && (
                      <button
                        type="button"
                        className={buttonClass('ghost', { small: true })}
                        disabled={busy}
                        onClick={() => onArchive(release, !release.archivada)}
                        aria-label={`${release.archivada ? 'Desarchivar' : 'Archivar'} ${release.etiqueta}`}
                        title={
                          release.archivada
                            ? 'Volver a ofrecerla en el historial'
                            : 'Ocultarla: no se ofrece a nadie ni puede activarse'
                        }
                      >
                        {release.archivada ? 'Desarchivar' : 'Archivar'}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
