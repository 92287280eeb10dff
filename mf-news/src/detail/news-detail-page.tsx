import { usePageTitle } from '@portal/ui';

/** Placeholder screen of mf-news; the real screen arrives with its issue. */
export default function NewsDetailPage() {
  usePageTitle('Noticia');
  return (
    <section className="container" style={{ padding: '2rem 16px' }} data-remote="mf-news">
      <h1>Noticia</h1>
      <p>Sección servida por mf-news.</p>
    </section>
  );
}
