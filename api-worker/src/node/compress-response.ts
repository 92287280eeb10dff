/**
 * Compression of the app's answers on the Node entry (JSON, crawler pages, feeds, sitemaps), as
 * Workers compresses them at the edge: brotli or gzip by the request's Accept-Encoding, with
 * `Vary: Accept-Encoding`. Tiny bodies, images and answers already encoded go out as they are;
 * the ETag stays the app's (as on Workers), so revalidation keeps answering 304.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { chooseEncoding, isCompressible, type ContentEncoding } from './compressed-files.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The body in that encoding, off the event loop (zlib's thread pool). */
export function compress(body: Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? // Quality 5 of 11: near brotli's best size for a few kB of JSON at gzip's speed.
      brotliAsync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body);
}

/** Adds Accept-Encoding to a Vary value (or none), once. */
export function varyWithEncoding(vary: string | null): string {
  if (vary === null || vary.trim() === '') return 'Accept-Encoding';
  return /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

function varyOnEncoding(headers: Headers): void {
  headers.set('Vary', varyWithEncoding(headers.get('Vary')));
}

export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (response.status === 304) {
    // The 200 it stands for varied on the encoding too.
    varyOnEncoding(response.headers);
    return response;
  }
  if (
    request.method === 'HEAD' ||
    response.body === null ||
    response.headers.has('Content-Encoding') ||
    !isCompressible(contentType, Number.POSITIVE_INFINITY)
  ) {
    return response;
  }
  const headers = new Headers(response.headers);
  varyOnEncoding(headers);
  const init = { status: response.status, statusText: response.statusText, headers };
  const encoding = chooseEncoding(request.headers.get('Accept-Encoding'));
  if (!encoding) return new Response(response.body, init);
  const plain = new Uint8Array(await response.arrayBuffer());
  if (!isCompressible(contentType, plain.byteLength)) return new Response(plain, init);
  const compressed = await compress(plain, encoding);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(compressed.byteLength));
  return new Response(new Uint8Array(compressed), init);
}
