import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canAccess, homeFor, type Access } from '../app/access';
import { ADMIN_HOME } from '../app/admin-routes';
import { useSessionUser } from '../features/session/use-session-user';
import { AdminSidebar } from './admin-sidebar';
import { ScreenLoading } from '../shared/ui/screen-loading';
import styles from './admin-layout.module.css';

interface AdminLayoutProps {
  access: Exclude<Access, 'public'>;
  dark: boolean;
  children: ReactNode;
}

/**
 * Sidebar + screen. The screen renders only once the session is known and allows it: no session →
 * /login (inside useSessionUser); a missing privilege → / (spec §6), or from /admin to the
 * user's own first section.
 */
export function AdminLayout({ access, dark, children }: AdminLayoutProps) {
  const user = useSessionUser();
  const { pathname } = useLocation();

  let content: ReactNode;
  if (!user) content = <ScreenLoading />;
  else if (!canAccess(user, access))
    content = <Navigate to={pathname === ADMIN_HOME ? homeFor(user) : '/'} replace />;
  else content = <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;

  return (
    <div className={styles.frame} data-remote="mf-admin">
      <AdminSidebar user={user} access={access} />
      <main className={styles.main} data-tone={dark ? 'dark' : 'light'}>
        <div className={styles.content}>{content}</div>
      </main>
    </div>
  );
}
