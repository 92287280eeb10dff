import { usePageTitle } from '@portal/ui';

/** Placeholder screen of mf-gallery; the real screen arrives with its issue. */
export default function AlbumDetailPage() {
  usePageTitle('Álbum');
  return (
    <section className="container" style={{ padding: '2rem 16px' }} data-remote="mf-gallery">
      <h1>Álbum</h1>
      <p>Sección servida por mf-gallery.</p>
    </section>
  );
}
