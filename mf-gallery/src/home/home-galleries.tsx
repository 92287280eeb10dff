/** Placeholder screen of mf-gallery; the real screen arrives with its issue. */
export default function HomeGalleries() {
  return (
    <section className="container" style={{ padding: '2rem 16px' }} data-remote="mf-gallery">
      <h1>Galerías</h1>
      <p>Sección servida por mf-gallery.</p>
    </section>
  );
}
