import { Link } from 'react-router-dom';
import { buttonClass } from './button-class';
import styles from './not-found.module.css';

/** An edit screen whose item could not be loaded: the reason and the way back to its list. */
export function NotFound({ message, backTo }: { message: string; backTo: string }) {
  return (
    <div className={styles.box} role="alert">
      <p>{message}</p>
      <Link to={backTo} className={buttonClass('ghost')}>
        Volver al listado
      </Link>
    </div>
  );
}
