import type { Release } from '@portal/contracts';
import { dayjs } from '@portal/ui';

export { REMOTE_LABELS } from '@portal/contracts';

/** The canary steps offered: from a first look to everyone. */
export const CANARY_STEPS = [1, 5, 25, 50, 100] as const;

/** '25-11-2026 14:05' in the browser's (Argentina's) time; '—' when unknown. */
export function formatDateTime(date: string | null | undefined): string {
  if (!date) return '—';
  const d = dayjs(date);
  return d.isValid() ? d.format('DD-MM-YYYY HH:mm') : '—';
}

/** The first 7 characters of a commit, as git shows it. */
export const shortCommit = (commit: string | null) => (commit ? commit.slice(0, 7) : '—');

/** '3 fallas (2 chunk, 1 entry)' or 'Sin fallas'. */
export function failuresText(release: Release): string {
  if (release.fallos === 0) return 'Sin fallas';
  const kinds = Object.entries(release.fallos_por_tipo)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}`);
  return `${release.fallos} ${release.fallos === 1 ? 'falla' : 'fallas'} (${kinds.join(', ')})`;
}
