import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Release, Seccion, UpdateSeccionRequest } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { errorMessage } from '../../shared/api/api-errors';
import { useConfirmDialog, useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { PageHeader } from '../../shared/ui/page-header';
import { ScreenLoading } from '../../shared/ui/screen-loading';
import { REMOTE_LABELS } from './release-format';
import { ReleaseSection, type SectionActions } from './release-section';
import { archiveRelease, updateSeccion, useSecciones } from './releases-api';
import styles from './releases.module.css';

/**
 * /secciones (privilege secciones, issue #19): which build of each section the portal serves, a
 * candidate for a share of the visitors, the failures browsers reported, and the rollback.
 */
export default function ReleasesPage() {
  usePageTitle('Secciones');
  const { data, error, loading, reload } = useSecciones();
  useLoginOnSessionLoss(error);
  const navigate = useNavigate();
  const messages = useMessageDialog();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const report = useFailureReport(messages.show);
  const [status, setStatus] = useState<{ remote: string; text: string }>();
  const [showArchived, setShowArchived] = useState(false);
  const archivedCount = data?.secciones.reduce(
    (total, seccion) => total + seccion.releases.filter((release) => release.archivada).length,
    0,
  );

  const change = useCallback(
    async (seccion: Seccion, body: UpdateSeccionRequest) => {
      try {
        const answer = await updateSeccion(seccion.remote, body);
        setStatus({ remote: seccion.remote, text: `${answer.msg} Rige desde la próxima carga de página.` });
        reload();
        return true;
      } catch (failure) {
        void report(failure);
        return false;
      }
    },
    [reload, report],
  );

  const actions = useMemo<SectionActions>(
    () => ({
      change,
      activate: async (seccion: Seccion, release: Release) => {
        const confirmed = await confirm({
          text: `“${release.etiqueta}” pasa a ser la versión activa de ${REMOTE_LABELS[seccion.remote]} para todos los visitantes, desde la próxima carga de página.`,
          confirmLabel: 'Activar',
        });
        if (confirmed) await change(seccion, { activa: release._id });
      },
      archive: async (seccion: Seccion, release: Release, archivada: boolean) => {
        try {
          const answer = await archiveRelease(seccion.remote, release._id, archivada);
          setStatus({
            remote: seccion.remote,
            text: `${answer.msg.replace(/\.$/, '')}: “${release.etiqueta}”.`,
          });
          reload();
        } catch (failure) {
          void report(failure);
        }
      },
      added: (seccion: Seccion, msg: string) => {
        setStatus({
          remote: seccion.remote,
          text: `${msg} Pruébela como candidata con “Probar”, en el historial.`,
        });
        reload();
      },
      sessionLost: () => navigate('/login', { replace: true }),
    }),
    [change, confirm, navigate, reload, report],
  );

  let content;
  if (data) {
    content = data.secciones.map((seccion) => (
      <ReleaseSection
        key={seccion.remote}
        seccion={seccion}
        actions={actions}
        status={status?.remote === seccion.remote ? status.text : undefined}
        showArchived={showArchived}
      />
    ));
  } else if (error) {
    content = (
      <p className={styles.loadError} role="alert">
        {errorMessage(error)}
      </p>
    );
  } else if (loading) content = <ScreenLoading />;

  return (
    <>
      <PageHeader title="Secciones" />
      <p className={styles.intro}>
        Qué versión de cada sección recibe el sitio. Una candidata llega solo al porcentaje de visitantes
        elegido; si no carga en un navegador, ese visitante recibe la activa y la falla se cuenta aquí.
      </p>
      <label className={styles.archivedToggle}>
        <input
          type="checkbox"
          checked={showArchived}
          onChange={(event) => setShowArchived(event.target.checked)}
        />
        Mostrar versiones archivadas{archivedCount ? ` (${archivedCount})` : ''}
      </label>
      <div className={styles.sections}>{content}</div>
      {confirmDialog}
      {messages.dialog}
    </>
  );
}
