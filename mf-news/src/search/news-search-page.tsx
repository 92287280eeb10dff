import { usePageTitle } from '@portal/ui';

/** Placeholder screen of mf-news; the real screen arrives with its issue. */
export default function NewsSearchPage() {
  usePageTitle('Resultados de la búsqueda');
  return (
    <section className="container" style={{ padding: '2rem 16px' }} data-remote="mf-news">
      <h1>Resultados de la búsqueda</h1>
      <p>Sección servida por mf-news.</p>
    </section>
  );
}
