import type { SectionExposes } from '@portal/contracts';

/** The back office, one module that routes among ADMIN_PATHS itself (checked against @portal/contracts). */
export const exposes = { './AdminApp': './src/admin-app.tsx' } satisfies SectionExposes<'admin'>;
