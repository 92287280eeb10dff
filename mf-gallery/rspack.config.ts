import { createFederatedConfig } from '@portal/rspack-config';
import { exposes } from './src/exposes';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'gallery',
  kind: 'remote',
  serverEntry: './src/server.ts',
  exposes,
});
