import { describe, expect, it } from 'vitest';
import { createContentVersions } from '../content-version/content-version.ts';
import { insertNews } from '../../test-support/content-fixtures.ts';
import { createTestDatabase } from '../../test-support/create-test-app.ts';
import { schedulePublishing } from './publishing-schedule.ts';

describe('schedulePublishing (Node timer)', () => {
  it('publishes what has come due at every tick, with no request, until stopped', async () => {
    const db = await createTestDatabase();
    let clock = Date.parse('2026-06-01T12:00:00.000Z');
    const versions = createContentVersions(db, { now: () => clock });
    await insertNews(
      db,
      { titulo: 'A', estado: 'programada', publicar_en: '2026-06-01T12:00:30.000Z' },
      { titulo: 'B', estado: 'programada', publicar_en: '2026-06-01T12:10:00.000Z' },
    );
    const lines: string[] = [];
    const schedule = schedulePublishing(versions, { intervalMs: 20, log: (line) => lines.push(line) });
    const states = async () =>
      (await db.$client.execute('SELECT titulo, estado FROM noticias ORDER BY titulo')).rows.map(
        (row) => `${String(row.titulo)}:${String(row.estado)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await states()).toEqual(['A:programada', 'B:programada']);
    const version = await versions.current();

    clock += 30_000;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await states()).toEqual(['A:publicada', 'B:programada']);
    expect(lines).toEqual(['Publicación programada: 1 noticia(s) publicada(s).']);
    expect(await versions.current()).not.toBe(version);

    await schedule.stop();
    clock += 3_600_000;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await db.$client.execute("SELECT estado FROM noticias WHERE titulo = 'B'")).rows[0]!.estado).toBe(
      'programada',
    );
    db.$client.close();
  });
});
