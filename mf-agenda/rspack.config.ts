import { createFederatedConfig } from '@portal/rspack-config';
import { exposes } from './src/exposes';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'agenda',
  kind: 'remote',
  serverEntry: './src/server.ts',
  // A visible text set at build time: a release of this remote alone shows it (e2e release test).
  define: { AGENDA_TITLE: process.env.AGENDA_TITLE ?? 'Agenda' },
  exposes,
});
