/**
 * What every front end gets when it imports 'react-router-dom': the router the shell provides as
 * a singleton, limited to the exports the portal uses so that the shared copy is tree-shaken.
 * Importing anything else fails the build ("export … was not found"); add it here, and release
 * the shell before a remote that uses it (the shell provides the one copy every remote runs on).
 * Plain JavaScript: `react-router` is resolved from the app being built (see routerAlias).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
