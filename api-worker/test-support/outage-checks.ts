/**
 * The checks the outage suites share (contract/outage.test.ts on both entries,
 * src/outage/outage.server.test.ts for the documents), beside the fault proxy they drive.
 */
import { expect } from 'vitest';
import { CONTENT_VERSION_HOLD_MS } from '../src/content-version/content-version.ts';

/** Nothing of the portal's insides in an answer: no SQL, stack, file path or English error. */
export function expectNothingInside(text: string) {
  expect(text).not.toMatch(
    /select |Failed query|Error:|at async|\/tmp\/|node_modules|Internal Server Error/i,
  );
}

/** Past the time a process or isolate answers from the content version it holds. */
export const pastHeldVersion = () =>
  new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_HOLD_MS + 300));

/**
 * Whether `url` answers fresh (200, not a last good copy) within 15 s of the database's return,
 * asking every 250 ms (DESIGN §13's recovery).
 */
export async function freshWithin15s(url: string): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(url);
    const fresh = response.status === 200 && response.headers.get('X-Cache') !== 'STALE';
    await response.body?.cancel();
    if (fresh) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
