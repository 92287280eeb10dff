import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Usuario } from '@portal/contracts';
import { Logo } from '@portal/ui';
import { canAccess, isLinkCurrent, SIDEBAR_LINKS } from '../app/access';
import { fullName } from '../features/session/current-user';
import { readDisplayData } from '../features/session/display-data';
import { Avatar } from '../shared/ui/avatar';
import { LogoutButton } from './logout-button';
import styles from './admin-sidebar.module.css';

interface AdminSidebarProps {
  /** null while the session is being checked: the stored display data stands in for the name. */
  user: Usuario | null;
}

/**
 * The admin navigation: photo, name and the links the user's privileges allow. On phones it folds
 * into a top bar whose menu button opens it; it closes again on the next route. The open screen's
 * link is marked current (USUARIOS stays lit on /nuevousuario; ACTIVIDAD, which needs the same
 * privilege, does not light with it).
 */
export function AdminSidebar({ user }: AdminSidebarProps) {
  const { pathname } = useLocation();
  const panelId = useId();
  const [openAt, setOpenAt] = useState<string>();
  const open = openAt === pathname;

  const display = user
    ? { nombre: user.nombre, apellido: user.apellido, foto: user.foto }
    : (readDisplayData() ?? { nombre: '', apellido: '', foto: '' });
  const name = fullName(display);

  return (
    <aside className={styles.sidebar} data-open={open || undefined}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} title="Ver el sitio">
          <Logo width={150} tone="light" />
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpenAt(open ? undefined : pathname)}
        >
          <span className={styles.burger} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          Menú
        </button>
      </div>
      <div id={panelId} className={styles.panel}>
        <div className={styles.profile}>
          <Avatar src={display.foto || undefined} name={name} size={96} className={styles.photo} />
          <p className={styles.name}>{name || '\u00a0'}</p>
        </div>
        <nav aria-label="Administración">
          <ul className={styles.links}>
            {user &&
              SIDEBAR_LINKS.filter((link) => canAccess(user, link.access)).map((link) => {
                const to = link.to(user);
                const current = isLinkCurrent(link, pathname);
                return (
                  <li key={link.label}>
                    <Link to={to} className={styles.link} aria-current={current ? 'page' : undefined}>
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            <li>
              <LogoutButton className={styles.link} />
            </li>
          </ul>
        </nav>
      </div>
    </aside>
  );
}
