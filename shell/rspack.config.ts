import { rspack } from '@rspack/core';
import { createFederatedConfig } from '@portal/rspack-config';

const config = createFederatedConfig({ dirname: import.meta.dirname, name: 'shell', kind: 'shell' });
config.plugins!.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }));
export default config;
