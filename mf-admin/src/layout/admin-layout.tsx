import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canAccess, homeFor, type Access } from '../app/access';
import { ADMIN_HOME } from '../app/admin-routes';
import { useSessionUser } from '../features/session/use-session-user';
import { AdminSidebar } from './admin-sidebar';
import { ForbiddenScreen } from './forbidden-screen';
import { ScreenLoading } from '../shared/ui/screen-loading';
import styles from './admin-layout.module.css';

interface AdminLayoutProps {
  access: Exclude<Access, 'public'>;
  dark: boolean;
  children: ReactNode;
}

/**
 * Sidebar + screen. The screen renders only once the session is known and allows it: no session →
 * /login (inside useSessionUser); a missing privilege → 'No tiene permiso…' in place of the
 * screen (issue #15; the spec's redirect to / looked like a logout), or from /admin to the
 * user's own first section.
 */
export function AdminLayout({ access, dark, children }: AdminLayoutProps) {
  const user = useSessionUser();
  const { pathname } = useLocation();

  let content: ReactNode;
  if (!user) content = <ScreenLoading />;
  else if (!canAccess(user, access))
    content =
      pathname === ADMIN_HOME ? <Navigate to={homeFor(user)} replace /> : <ForbiddenScreen user={user} />;
  else content = <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;

  return (
    <div className={styles.frame} data-remote="mf-admin">
      <AdminSidebar user={user} />
      <main className={styles.main} data-tone={dark ? 'dark' : 'light'}>
        <div className={styles.content}>{content}</div>
      </main>
    </div>
  );
}
