import { useEffect } from 'react';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Página no encontrada | Santiago Noticias';
  }, []);
  return (
    <section className="container" style={{ padding: '4rem 16px', textAlign: 'center' }}>
      <h1>Página no encontrada</h1>
      <p style={{ margin: '1rem 0' }}>La dirección que buscás no existe o fue movida.</p>
      <Link to="/" style={{ color: 'var(--color-accent)', fontWeight: 700 }}>
        Volver al inicio
      </Link>
    </section>
  );
}
