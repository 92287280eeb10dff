import { Route, Routes } from 'react-router-dom';
import { RemoteView } from '../remotes/remote-view';
import { SiteLayout } from '../layout/site-layout';
import { NotFoundPage } from '../layout/not-found-page';
import { ScrollToTop } from './scroll-to-top';
import { adminPaths, adminSection, homeRoute, publicRoutes } from './routes';

/** The home's sections, in order: the first is the page's main content, the rest come below it. */
function HomePage() {
  return homeRoute.sections.map(({ remote, module }, index) => (
    <RemoteView
      key={`${remote}/${module}`}
      remote={remote}
      module={module}
      loading={index === 0 ? undefined : null}
    />
  ));
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
          <Route
            key={path}
            path={path}
            element={<RemoteView remote={adminSection.remote} module={adminSection.module} />}
          />
        ))}
      </Routes>
    </>
  );
}
