import { Link } from 'react-router-dom';
import styles from './admin-layout.module.css';

/** A path the shell sent here that no screen claims (the two route lists drifted apart). */
export function UnknownAdminPath() {
  return (
    <main className={styles.unknownPath}>
      <p>Página no encontrada.</p>
      <Link to="/admin">Ir al panel</Link>
    </main>
  );
}
