import { matchPath, useLocation } from 'react-router-dom';
import { usePageTitle } from '@portal/ui';

/** mf-admin's entry: the shell mounts it on every back-office path and it picks the screen. */
export default function AdminApp() {
  const { pathname } = useLocation();
  const isLogin = matchPath('/login', pathname) !== null;
  usePageTitle(isLogin ? 'Ingreso' : 'Administración');
  return (
    <section className="container" style={{ padding: '2rem 16px' }} data-remote="mf-admin">
      <h1>{isLogin ? 'Ingreso del personal' : 'Administración'}</h1>
      <p>Sección servida por mf-admin.</p>
    </section>
  );
}
