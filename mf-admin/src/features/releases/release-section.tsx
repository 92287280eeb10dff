import { useState, type ReactNode } from 'react';
import type { Release, Seccion, UpdateSeccionRequest } from '@portal/contracts';
import { buttonClass } from '../../shared/ui/button-class';
import { NewReleaseForm } from './new-release-form';
import { ReleaseHistory } from './release-history';
import { CANARY_STEPS, failuresText, formatDateTime, REMOTE_LABELS, shortCommit } from './release-format';
import styles from './releases.module.css';

export interface SectionActions {
  /** Sends a change; resolves true when the server took it. */
  change: (seccion: Seccion, change: UpdateSeccionRequest) => Promise<boolean>;
  /** 'Activar' behind the confirmation. */
  activate: (seccion: Seccion, release: Release) => Promise<void>;
  /** 'Archivar' / 'Desarchivar'. */
  archive: (seccion: Seccion, release: Release, archivada: boolean) => Promise<void>;
  added: (seccion: Seccion, msg: string) => void;
  sessionLost: () => void;
}

function Facts({ release }: { release: Release }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Versión</dt>
        <dd>{release.version ?? '—'}</dd>
      </div>
      <div>
        <dt>Commit</dt>
        <dd>
          <code title={release.commit ?? undefined}>{shortCommit(release.commit)}</code>
        </dd>
      </div>
      <div>
        <dt>Compilada</dt>
        <dd>{formatDateTime(release.built_at)}</dd>
      </div>
      <div>
        <dt>Fallas</dt>
        <dd data-failures={release.fallos > 0 || undefined}>{failuresText(release)}</dd>
      </div>
    </dl>
  );
}

function Panel({
  title,
  tone,
  children,
}: {
  title: string;
  tone: 'active' | 'candidate';
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} data-tone={tone} aria-label={title}>
      <h3 className={styles.panelTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** One section: its active release, its candidate and share, 'Nueva versión' and its history. */
export function ReleaseSection({
  seccion,
  actions,
  status,
  showArchived,
}: {
  seccion: Seccion;
  actions: SectionActions;
  /** The last change's answer, said politely to screen readers too. */
  status: string | undefined;
  /** Archived releases are listed too. */
  showArchived: boolean;
}) {
  const label = REMOTE_LABELS[seccion.remote];
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const active = seccion.releases.find((release) => release._id === seccion.activa);
  const candidate = seccion.releases.find((release) => release._id === seccion.candidata);
  const headingId = `seccion-${seccion.remote}`;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId} data-remote={seccion.remote}>
      <header className={styles.sectionHeader}>
        <div className={styles.sectionTitle}>
          <h2 id={headingId}>{label}</h2>
        </div>
        <button
          type="button"
          className={buttonClass(adding ? 'ghost' : 'primary', { small: true })}
          aria-expanded={adding}
          onClick={() => setAdding(!adding)}
        >
          Nueva versión
        </button>
      </header>

      {adding && (
        <NewReleaseForm
          remote={seccion.remote}
          label={label}
          onCancel={() => setAdding(false)}
          onSessionLost={actions.sessionLost}
          onAdded={(_, msg) => {
            setAdding(false);
            actions.added(seccion, msg);
          }}
        />
      )}

      <div className={styles.panels}>
        <Panel title="Versión activa" tone="active">
          {active ? (
            <>
              <p className={styles.releaseName}>{active.etiqueta}</p>
              <Facts release={active} />
              <p className={styles.since}>
                Activa desde el {formatDateTime(seccion.activa_desde)}, por {seccion.activada_por}
              </p>
            </>
          ) : (
            <p className={styles.empty}>Sin versión activa.</p>
          )}
        </Panel>

        <Panel title="Candidata" tone="candidate">
          {candidate ? (
            <>
              <p className={styles.releaseName}>{candidate.etiqueta}</p>
              <Facts release={candidate} />
              <div className={styles.share}>
                <p className={styles.shareText} id={`${headingId}-share`}>
                  La recibe el <strong>{seccion.canary} %</strong> de los visitantes
                </p>
                <div className={styles.steps} role="group" aria-labelledby={`${headingId}-share`}>
                  {CANARY_STEPS.map((step) => (
                    <button
                      key={step}
                      type="button"
                      className={styles.step}
                      aria-pressed={seccion.canary === step}
                      disabled={busy}
                      onClick={() => void run(() => actions.change(seccion, { canary: step }))}
                    >
                      {step} %
                    </button>
                  ))}
                </div>
              </div>
              <div className={styles.panelActions}>
                <button
                  type="button"
                  className={buttonClass('dark', { small: true })}
                  disabled={busy}
                  onClick={() => void run(() => actions.activate(seccion, candidate))}
                >
                  Activar para todos
                </button>
                <button
                  type="button"
                  className={buttonClass('danger', { small: true })}
                  disabled={busy}
                  onClick={() => void run(() => actions.change(seccion, { candidata: null }))}
                >
                  Quitar candidata
                </button>
              </div>
            </>
          ) : (
            <p className={styles.empty}>
              Sin candidata: todos los visitantes reciben la activa. Registrá una versión y elegí “Probar” en
              el historial.
            </p>
          )}
        </Panel>
      </div>

      <p className={styles.status} role="status">
        {status}
      </p>

      <ReleaseHistory
        seccion={seccion}
        label={label}
        busy={busy}
        showArchived={showArchived}
        onActivate={(release) => void run(() => actions.activate(seccion, release))}
        onArchive={(release, archivada) => void run(() => actions.archive(seccion, release, archivada))}
        onTry={(release) => void run(() => actions.change(seccion, { candidata: release._id, canary: 0 }))}
      />
    </section>
  );
}
