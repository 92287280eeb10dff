import { createFederatedConfig } from '@portal/rspack-config';
import { exposes } from './src/exposes';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'admin',
  kind: 'remote',
  exposes,
});
