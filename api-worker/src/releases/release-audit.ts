import type { RemoteName } from '@portal/contracts';

/** A change to the release registry, as the audit log will record it. */
export interface ReleaseChange {
  action: 'registrar' | 'activar' | 'candidata' | 'canary';
  remote: RemoteName;
  /** The release concerned (null when a candidate is cleared). */
  release: string | null;
  canary?: number;
  /** The staff member's username. */
  por: string;
  at: string;
}

/**
 * THE one place every change of the release registry is reported. The audit log (issue #19 item
 * 3) does not exist on this branch yet: wire it here when it does; until then, nothing is kept.
 */
export async function recordReleaseChange(_change: ReleaseChange): Promise<void> {}
