/**
 * The back office inside workerd, through the worker entry: the HTML sanitizer (htmlparser2) runs on
 * the edge runtime as on Node, and uploads land in the R2 bucket and are served from it.
 */
import {
  IMAGE_UPLOADED_MESSAGE,
  createNewsResponseSchema,
  newsDetailResponseSchema,
  uploadImageResponseSchema,
} from '@portal/contracts';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../content/sanitize-html.ts';
import { call, staffCookie } from '../../test-support/workers-staff.ts';

/** A valid 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

describe('back office inside workerd', () => {
  it('sanitizes HTML from an htmlparser2 parse on the edge runtime', () => {
    expect(
      sanitizeHtml(
        '<p onclick="x()">Hola<script>alert(1)</script></p><img src="x" onerror="alert(1)">' +
          '<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="https://ok.example">c</a>' +
          '<svg onload="alert(1)"><script>alert(2)</script></svg>',
      ),
    ).toBe('<p>Hola</p><img><a>a</a><a>b</a><a href="https://ok.example">c</a>');
  });

  it('keeps the paragraphs and links after an unclosed SVG on the edge runtime', () => {
    expect(
      sanitizeHtml(
        '<svg onload="alert(1)"><p>Sigue</p><p><a href="https://ok.example" onclick="x()">enlace</a></p>',
      ),
    ).toBe('<p>Sigue</p><p><a href="https://ok.example">enlace</a></p>');
  });

  it('uploads a PNG to R2, serves it, and stores a news item with a sanitized body', async () => {
    // An editor (DESIGN §11): the original client's create publishes at once.
    const cookie = await staffCookie(['noticias', 'edicion'], {
      nombre: 'Julián',
      apellido: 'Paz',
      foto: '/media/usuarios/julian.jpg',
    });
    const form = new FormData();
    form.append('folder', 'noticias');
    form.append('file', new Blob([PNG]), 'portada.exe');
    const upload = await call('/api/upload-image', {
      method: 'POST',
      body: form,
      headers: { Cookie: cookie },
    });
    expect(upload.status).toBe(200);
    const { message, url, public_id } = uploadImageResponseSchema.parse(await upload.json());
    expect(message).toBe(IMAGE_UPLOADED_MESSAGE);
    expect(public_id).toMatch(/^noticias\/[0-9a-f]{24}\.png$/);
    expect((await env.MEDIA.head(public_id))?.httpMetadata?.contentType).toBe('image/png');
    const served = await call(url);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const created = await call('/api/crearnoticia', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        provincia: 'Tucumán',
        img_portada: url,
        titulo: 'Desde el borde',
        descripcion: 'Escrita en workerd',
        texto: '<p>Texto<img src=x onerror=alert(1)></p><a href="JAVASCRIPT:alert(1)">x</a>',
      }),
    });
    expect(created.status).toBe(200);
    const { id } = createNewsResponseSchema.parse(await created.json());
    const stored = newsDetailResponseSchema.parse(await (await call(`/api/noticia/${id}`)).json()).noticia[0];
    expect(stored).toMatchObject({
      provincia: 'Tucuman',
      texto: '<p>Texto<img></p><a>x</a>',
      editor: 'Julián Paz',
      img_portada: url,
    });

    // Deleting it moves it to the trash, cover kept; deleting it for good removes the cover from the bucket.
    expect((await call(`/api/noticia/${id}`, { method: 'DELETE', headers: { Cookie: cookie } })).status).toBe(
      200,
    );
    expect(await env.MEDIA.head(public_id)).not.toBeNull();
    const purge = await call(`/api/papelera/${id}`, {
      method: 'DELETE',
      headers: { Cookie: cookie, Origin: 'https://portal.example' },
    });
    expect(purge.status).toBe(200);
    expect(await env.MEDIA.head(public_id)).toBeNull();
  });
});
