import { useCallback, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HOME_PATH } from '@portal/contracts';
import { DeferredRemoteView, RemoteView } from '../remotes/remote-view';
import { SiteLayout } from '../layout/site-layout';
import { NotFoundPage } from '../layout/not-found-page';
import { ReadBeacon } from './read-beacon';
import { ScrollToTop } from './scroll-to-top';
import { adminPaths, adminSection, homeBelow, publicRoutes, type RemoteSection } from './routes';

/** The home's sections, in order: the page's main content, then those below the first screen. */
function HomePage({ main }: { main: RemoteSection }) {
  const [mainSettled, setMainSettled] = useState(false);
  const settleMain = useCallback(() => setMainSettled(true), []);
  return (
    <>
      <RemoteView remote={main.remote} module={main.module} onSettled={settleMain} />
      {homeBelow.map(({ remote, module }) => (
        <DeferredRemoteView key={`${remote}/${module}`} remote={remote} module={module} ready={mainSettled} />
      ))}
    </>
  );
}

export function App() {
  return (
    <>
      <ScrollToTop />
      <ReadBeacon />
      <Routes>
        <Route element={<SiteLayout />}>
          {publicRoutes.map(({ path, remote, module }) =>
            path === HOME_PATH ? (
              <Route key={path} index element={<HomePage main={{ remote, module }} />} />
            ) : (
              <Route key={path} path={path} element={<RemoteView remote={remote} module={module} />} />
            ),
          )}
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
