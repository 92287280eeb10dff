import { Link } from 'react-router-dom';
import type { Usuario } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { homeFor } from '../app/access';
import { buttonClass } from '../shared/ui/button-class';
import styles from '../shared/ui/not-found.module.css';

export const FORBIDDEN_MESSAGE = 'No tenés permiso para ver esta sección.';

/**
 * A screen the user's privileges do not open: said inside the back office, with the sidebar
 * still there, instead of a silent trip to the public home that looks like a logout.
 */
export function ForbiddenScreen({ user }: { user: Usuario }) {
  usePageTitle('Sin permiso');
  return (
    <div className={styles.box} role="alert">
      <p>{FORBIDDEN_MESSAGE}</p>
      <Link to={homeFor(user)} className={buttonClass('ghost')}>
        Ir a mi sección
      </Link>
    </div>
  );
}
