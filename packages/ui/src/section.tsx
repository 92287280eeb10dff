import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './section.module.css';

/** A block heading with a rule after it ('Más noticias', 'Te puede interesar', 'Galerías'). */
export function SectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.sectionTitle}>
      {children}
    </h2>
  );
}

/** The centred outlined button that closes a block ('VER MÁS', 'VER MAS'). */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div className={styles.more}>
      <Link to={to} className={styles.moreButton}>
        {children}
      </Link>
    </div>
  );
}

/** Cards in 1, 2 or 3 columns by width (576 and 1200 px breakpoints of the spec). */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/** The Spanish page shown for an unknown news item, event or album. */
export function NotFoundNotice({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: { to: string; label: string };
}) {
  return (
    <div className={`container ${styles.notFound}`}>
      {/* The server answers 404 where it can; a page found missing in the browser says noindex. */}
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to={link.to}>{link.label}</Link>
    </div>
  );
}
