import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button-class';
import { Spinner } from '../ui/spinner';
import styles from './row-actions.module.css';

/** The buttons at the end of a list row: VER, CIFRAS, EDITAR, BORRAR (whichever the screen offers). */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** VER: the item's public page, in a new tab so the list stays where it was. */
export function ViewLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={buttonClass('ghost', { small: true })}
      aria-label={`VER ${label}`}
      title="Ver en el sitio (nueva pestaña)"
    >
      VER
    </a>
  );
}

/** CIFRAS: the item's figures (an ad's servidas, vistas and clics). */
export function FiguresLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClass('ghost', { small: true })} aria-label={`CIFRAS ${label}`}>
      CIFRAS
    </Link>
  );
}

export function EditLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClass('dark', { small: true })} aria-label={`EDITAR ${label}`}>
      EDITAR
    </Link>
  );
}

export function DeleteButton({
  busy,
  label,
  onClick,
}: {
  busy: boolean;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={buttonClass('danger', { small: true })}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={`BORRAR ${label}`}
      onClick={onClick}
    >
      {busy && <Spinner size={12} />}
      BORRAR
    </button>
  );
}
