import { usePageTitle } from '@portal/ui';

/** Placeholder screen of mf-agenda; the real screen arrives with its issue. */
export default function AgendaListPage() {
  usePageTitle('Agenda: Proximos eventos');
  return (
    <section className="container" style={{ padding: '2rem 16px' }} data-remote="mf-agenda">
      <h1>Agenda: Proximos eventos</h1>
      <p>Sección servida por mf-agenda.</p>
    </section>
  );
}
