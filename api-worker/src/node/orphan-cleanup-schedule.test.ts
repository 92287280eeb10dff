import { describe, expect, it } from 'vitest';
import { createMemoryMediaStore } from '../media/memory-media-store.ts';
import { createTestDatabase } from '../../test-support/create-test-app.ts';
import { scheduleOrphanCleanup } from './orphan-cleanup-schedule.ts';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

describe('scheduleOrphanCleanup', () => {
  it('runs at once and then at every interval until stopped', async () => {
    const db = await createTestDatabase();
    const media = createMemoryMediaStore();
    await media.put('noticias/huerfana.jpg', JPEG, 'image/jpeg');
    const lines: string[] = [];
    // A grace period of 0 through a store whose objects all look a day old.
    const agedMedia = {
      ...media,
      listWithDates: async (prefix: string) =>
        (await media.listWithDates(prefix)).map((entry) => ({ ...entry, storedAt: new Date(0) })),
    };

    const schedule = scheduleOrphanCleanup(db, agedMedia, {
      intervalMs: 50,
      log: (line) => lines.push(line),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toEqual(['Limpieza de imágenes: 1 archivo sin uso eliminado.']);
    expect(await media.list('')).toEqual([]);

    await media.put('noticias/otra.jpg', JPEG, 'image/jpeg');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await media.list('')).toEqual([]);
    expect(lines).toHaveLength(2);

    await schedule.stop();
    await media.put('noticias/despues.jpg', JPEG, 'image/jpeg');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await media.list('')).toEqual(['noticias/despues.jpg']);
    db.$client.close();
  });
});
