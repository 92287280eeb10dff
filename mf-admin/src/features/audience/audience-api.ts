import { apiUrl, useApi } from '@portal/ui';
import type { ReportRange } from '../../shared/reports/report-range';

// The newsroom's report (DESIGN §14, privilege edicion): read only.

/** Views and visitors by day, the most read pages, the referring sites and the robots filtered. */
export const audienceUrl = ({ desde, hasta }: ReportRange) =>
  apiUrl('/api/audiencia', { params: { query: { desde, hasta } } });

export const useAudience = (range: ReportRange) => useApi(audienceUrl(range));
