import { Route, Routes } from 'react-router-dom';
import { RemoteView } from '../remotes/remote-view';
import { SiteLayout } from '../layout/site-layout';
import { NotFoundPage } from '../layout/not-found-page';
import { ScrollToTop } from './scroll-to-top';
import { adminPaths, publicRoutes } from './routes';

function HomePage() {
  return (
    <>
      <RemoteView remote="news" module="HomePage" />
      <RemoteView remote="gallery" module="HomeGalleries" loading={null} />
    </>
  );
}

export function App() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          {publicRoutes.map(({ path, remote, module }) => (
            <Route key={path} path={path} element={<RemoteView remote={remote} module={module} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {adminPaths.map((path) => (
          <Route key={path} path={path} element={<RemoteView remote="admin" module="AdminApp" />} />
        ))}
      </Routes>
    </>
  );
}
