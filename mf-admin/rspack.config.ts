import { createFederatedConfig } from '@portal/rspack-config';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'admin',
  kind: 'remote',
  exposes: { './AdminApp': './src/admin-app.tsx' },
});
