import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { matchAdminRoute } from './app/admin-routes';
import { AdminLayout } from './layout/admin-layout';
import { ScreenLoading } from './shared/ui/screen-loading';
import { UnknownAdminPath } from './layout/unknown-admin-path';

/**
 * mf-admin's entry: the shell mounts it on every back-office path, and it picks the screen from
 * the one route table (app/admin-routes.ts). The login stands alone; every other screen sits in
 * the admin layout, which checks the session and the screen's privilege first.
 */
export default function AdminApp() {
  const { pathname } = useLocation();
  const match = matchAdminRoute(pathname);
  if (!match) return <UnknownAdminPath />;
  const { route, params } = match;
  const Screen = route.screen;

  if (route.access === 'public') {
    return (
      <Suspense fallback={<ScreenLoading fullPage />}>
        <Screen params={params} />
      </Suspense>
    );
  }
  return (
    <AdminLayout access={route.access} dark={route.dark ?? false}>
      <Screen params={params} />
    </AdminLayout>
  );
}
