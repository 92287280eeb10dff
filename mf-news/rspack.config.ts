import { createFederatedConfig } from '@portal/rspack-config';
import { exposes } from './src/exposes';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'news',
  kind: 'remote',
  serverEntry: './src/server.ts',
  exposes,
});
