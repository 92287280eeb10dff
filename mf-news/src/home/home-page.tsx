import { usePageTitle } from '@portal/ui';

/** Placeholder screen of mf-news; the real screen arrives with its issue. */
export default function HomePage() {
  usePageTitle('Portada');
  return (
    <section className="container" style={{ padding: '2rem 16px' }} data-remote="mf-news">
      <h1>Portada</h1>
      <p>Sección servida por mf-news.</p>
    </section>
  );
}
