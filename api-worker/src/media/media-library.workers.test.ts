/**
 * The media library inside workerd, through the worker entry over Hrana and the R2 bucket: an
 * upload's record, the list and its rules, an edit of the focus that the public answer carries,
 * a news cover picked from the library, and the cron's backfill of images stored before it.
 */
import {
  PICKED_MEDIA_MESSAGE,
  createNewsResponseSchema,
  mediaListResponseSchema,
  newsDetailResponseSchema,
} from '@portal/contracts';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newObjectId } from '../db/ids.ts';
import * as schema from '../db/schema.ts';
import worker from '../worker.ts';
import { call, staffCookie, workersDatabase } from '../../test-support/workers-staff.ts';

const json = (cookie: string, method: string, body: unknown): RequestInit => ({
  method,
  headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: 'https://portal.example' },
  body: JSON.stringify(body),
});

/** A GIF header of `width`×`height` (enough for the signature and the size). */
function gif(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array([
    0x47,
    0x49,
    0x46,
    0x38,
    0x39,
    0x61,
    width & 0xff,
    width >> 8,
    height & 0xff,
    height >> 8,
    0x80,
    0,
    0,
    0,
    0,
    0,
    0xff,
    0xff,
    0xff,
    0x21,
    0xf9,
    0x04,
    0x01,
    0,
    0,
    0,
    0,
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0x02,
    0x02,
    0x44,
    0x01,
    0,
    0x3b,
  ]);
  return bytes;
}

async function upload(cookie: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('folder', 'noticias');
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/gif' }), 'foto.gif');
  const response = await call('/api/upload-image', {
    method: 'POST',
    body: form,
    headers: { Cookie: cookie, Origin: 'https://portal.example' },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

describe('the media library inside workerd', () => {
  it('records uploads, lists and edits them by the rules, and steers the public cover', async () => {
    const redactora = await staffCookie(['noticias', 'edicion'], { username: `redactora-${newObjectId()}` });
    const releases = await staffCookie(['secciones']);
    const url = await upload(redactora, gif(30, 20));

    expect((await call('/api/medios/10/1')).status).toBe(401);
    const listed = await call(`/api/medios/10/1?q=${url.split('/').at(-1)!.replace('.gif', '')}`, {
      headers: { Cookie: releases },
    });
    expect(listed.status).toBe(200);
    const [medio] = mediaListResponseSchema.parse(await listed.json()).medios.docs;
    expect(medio).toMatchObject({ url, ancho: 30, alto: 20, foco: { x: 0.5, y: 0.5 }, usos: [] });
    expect(medio!.subido_por).toMatch(/^redactora-/);

    expect((await call(`/api/medios/${medio!._id}`, json(releases, 'PUT', { alt: 'x' }))).status).toBe(403);
    const refused = await call(`/api/medios/${medio!._id}`, json(redactora, 'PUT', { foco: { x: 2, y: 0 } }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { msg: string }).msg).toBe(
      'El punto de foco debe tener x e y entre 0 y 1.',
    );
    const edited = await call(
      `/api/medios/${medio!._id}`,
      json(redactora, 'PUT', { alt: 'Ruta nacional', foco: { x: 0.3, y: 0.7 } }),
    );
    expect(edited.status).toBe(200);

    const body = {
      provincia: 'Salta',
      titulo: 'Ruta',
      descripcion: 'R.',
      texto: '<p>T</p>',
      img_portada: url,
    };
    const wrong = await call(
      '/api/crearnoticia',
      json(redactora, 'POST', { ...body, img_portada_medio: 'a'.repeat(24) }),
    );
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { msg: string }).msg).toBe(PICKED_MEDIA_MESSAGE);
    const created = await call(
      '/api/crearnoticia',
      json(redactora, 'POST', { ...body, img_portada_medio: medio!._id }),
    );
    expect(created.status).toBe(200);
    const { id } = createNewsResponseSchema.parse(await created.json());
    const [noticia] = newsDetailResponseSchema.parse(await (await call(`/api/noticia/${id}`)).json()).noticia;
    expect(noticia).toMatchObject({
      img_portada: url,
      img_portada_alt: 'Ruta nacional',
      imagen_foco: { x: 0.3, y: 0.7 },
    });

    const again = await call(`/api/medios/10/1?q=ruta nacional`, { headers: { Cookie: redactora } });
    const [used] = mediaListResponseSchema.parse(await again.json()).medios.docs;
    expect(used!.usos).toEqual([{ recurso: 'noticia', recurso_id: id, titulo: 'Ruta' }]);
  });

  it('records, from the hourly cron, images in use without a record and reads their size from R2', async () => {
    await env.MEDIA.put('agenda/antes-de-medios.gif', gif(64, 48), {
      httpMetadata: { contentType: 'image/gif' },
    });
    expect((await call('/api/health')).status).toBe(200);
    const { client, db } = workersDatabase();
    await db.insert(schema.eventos).values({
      _id: newObjectId(),
      titulo: 'Evento viejo',
      flayer: '/media/agenda/antes-de-medios.gif',
      flayer_alt: 'Afiche viejo',
      texto: '',
      provincia: 'Salta',
      fecha: '2030-01-01',
      direccion: 'Plaza',
      horario: '20 h',
      created_at: new Date().toISOString(),
    });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '17 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const [record] = await db
      .select()
      .from(schema.medios)
      .where(eq(schema.medios.url, '/media/agenda/antes-de-medios.gif'));
    expect(record).toMatchObject({ alt: 'Afiche viejo', ancho: 64, alto: 48, bytes: gif(64, 48).length });
    client.close();
  });
});
