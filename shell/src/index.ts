import { startFirstLoad } from './remotes/first-load';

// The section's configuration, code and main data start downloading alongside React's.
startFirstLoad(window.location.pathname);

// An async boundary: shared singletons (react, router…) are negotiated before any app code runs.
// The chunk name lets the build preload everything behind it from index.html.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
