import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/create-test-app.ts';
import { DEFAULT_REMOTES } from '../config/config.ts';
import type { AppDatabase } from '../db/database.ts';
import { remoteSections } from '../db/schema.ts';
import { addRelease } from './releases.commands.ts';
import { createReleaseRegistry } from './release-registry.ts';

/** Another instance starts a canary of the agenda: it writes the database only. */
async function startAgendaCanary(db: AppDatabase, etiqueta: string, canary: number) {
  const candidate = await addRelease(
    db,
    'agenda',
    { url: `http://localhost:3002/${etiqueta}/mf-manifest.json`, etiqueta },
    { version: null, commit: null, built_at: null },
    'admin',
  );
  await db
    .update(remoteSections)
    .set({ candidata: candidate._id, canary })
    .where(eq(remoteSections.remote, 'agenda'));
  return candidate;
}

describe('the release registry as the pages read it', () => {
  it('answers an aging state at once and reads it again behind; past twice its age it waits', async () => {
    const db = await createTestDatabase();
    let now = 0;
    const registry = createReleaseRegistry({
      db,
      configured: DEFAULT_REMOTES,
      maxAgeMs: 3_000,
      now: () => now,
    });
    await registry.ensureSeeded();
    expect((await registry.state()).agenda.canary).toBe(0);

    const candidate = await startAgendaCanary(db, 'v2', 50);

    now = 2_999;
    expect((await registry.state()).agenda.canary).toBe(0);
    // Aging: no wait on the database (had it waited, it would have read the canary)…
    now = 3_000;
    expect((await registry.state()).agenda.canary).toBe(0);
    // …and the read behind that request brings it.
    await expect.poll(async () => (await registry.state()).agenda.canary).toBe(50);
    expect(registry.knownState()?.agenda.candidate?.id).toBe(candidate._id);

    await db.update(remoteSections).set({ canary: 20 }).where(eq(remoteSections.remote, 'agenda'));
    now = 20_000;
    expect(registry.knownState()).toBeUndefined();
    expect((await registry.state()).agenda.canary).toBe(20);
  });

  it('hands the read behind an aging request to the caller that keeps it alive (Workers: ctx.waitUntil)', async () => {
    const db = await createTestDatabase();
    let now = 0;
    const registry = createReleaseRegistry({
      db,
      configured: DEFAULT_REMOTES,
      maxAgeMs: 3_000,
      now: () => now,
    });
    await registry.ensureSeeded();
    const kept: Promise<unknown>[] = [];
    const keepAlive = (work: Promise<unknown>) => kept.push(work);
    await registry.state(keepAlive);
    expect(registry.knownState(keepAlive)).toBeDefined();
    expect(kept).toHaveLength(0); // read while the request waited, nothing behind it
    await startAgendaCanary(db, 'v3', 30);
    now = 3_000;
    expect(registry.knownState(keepAlive)?.agenda.canary).toBe(0);
    expect(kept).toHaveLength(1);
    // One read behind at a time, whichever way the state is asked for.
    expect((await registry.state(keepAlive)).agenda.canary).toBe(0);
    expect(kept).toHaveLength(1);
    await kept[0];
    expect(registry.knownState()?.agenda.canary).toBe(30);
  });
});
