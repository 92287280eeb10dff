import { newsNotesResponseSchema } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import type { AppDatabase } from '../db/database.ts';
import { createReviewCommands } from './review.ts';

let t: BackOfficeTestApp;
let writer: LoggedInMember;
let editor: LoggedInMember;

beforeEach(async () => {
  t = await createBackOfficeTestApp();
  writer = await t.loginAs(['noticias'], 'corresponsal');
  editor = await t.loginAs(['noticias', 'edicion'], 'editora');
});
afterEach(() => t.close());

async function draft() {
  const body = {
    provincia: 'Salta',
    img_portada: '/media/noticias/portada.jpg',
    titulo: 'Borrador',
    descripcion: 'Un resumen.',
    texto: '<p>Texto.</p>',
    estado: 'borrador',
  };
  const response = await t.send('POST', '/api/crearnoticia', body, writer);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function notes(id: string) {
  const response = await t.app.request(`/api/noticia/${id}/notas`, { headers: { Cookie: writer.cookie } });
  return newsNotesResponseSchema.parse(await response.json()).notas.map((n) => [n.tipo, n.nota]);
}

describe('a review move and its note', () => {
  /**
   * The real database, with someone else's move landing between the command's check of the
   * state and its own write: the first statement batch the commands send runs `before` first.
   */
  function movedFirstBy(before: () => Promise<unknown>): AppDatabase {
    let armed = true;
    return new Proxy(t.db, {
      get(target, key, receiver) {
        if (key !== 'batch') return Reflect.get(target, key, receiver) as unknown;
        return async (statements: Parameters<AppDatabase['batch']>[0]) => {
          if (armed) {
            armed = false;
            await before();
          }
          return target.batch(statements);
        };
      },
    });
  }

  it('a send that someone else made first answers wrong-state and writes no note', async () => {
    const id = await draft();
    const review = createReviewCommands({
      db: movedFirstBy(() => t.send('POST', `/api/noticia/${id}/revision`, { nota: 'Primera' }, writer)),
    });
    const sender = { userId: writer._id, editor: false };
    expect(await review.sendForReview(id, { nota: 'Segunda', by: 'Corresponsal' }, sender)).toBe(
      'wrong-state',
    );
    expect(await notes(id)).toEqual([['revision', 'Primera']]);
  });

  it('a return that someone else made first answers wrong-state and writes no note', async () => {
    const id = await draft();
    expect((await t.send('POST', `/api/noticia/${id}/revision`, {}, writer)).status).toBe(200);
    const review = createReviewCommands({
      db: movedFirstBy(() =>
        t.send('POST', `/api/noticia/${id}/devolver`, { nota: 'Falta la fuente.' }, editor),
      ),
    });
    expect(await review.returnToAuthor(id, { nota: 'Revisar el título.', by: 'Editora' })).toBe(
      'wrong-state',
    );
    expect(await notes(id)).toEqual([
      ['devolucion', 'Falta la fuente.'],
      ['revision', ''],
    ]);
  });

  it('a move that goes through writes its note with it', async () => {
    const id = await draft();
    const review = createReviewCommands({ db: t.db });
    expect(
      await review.sendForReview(
        id,
        { nota: 'Revisar cifras', by: 'Corresponsal' },
        {
          userId: writer._id,
          editor: false,
        },
      ),
    ).toMatchObject({ version: 2 });
    expect(await notes(id)).toEqual([['revision', 'Revisar cifras']]);
  });
});
