/**
 * Compression of the app's answers on the Node entry (JSON, crawler pages, feeds, sitemaps), as
 * Workers compresses them at the edge: brotli or gzip by the request's Accept-Encoding, with
 * `Vary: Accept-Encoding`. Tiny bodies, images and answers already encoded go out as they are;
 * the ETag stays the app's (as on Workers), so revalidation keeps answering 304.
 */
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants as zlibConstants,
  createBrotliCompress,
  createGzip,
  gzip,
} from 'node:zlib';
import { isDocumentInParts } from '../http/answer-in-parts.ts';
import { chooseEncoding, isCompressible, type ContentEncoding } from './compressed-files.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Quality 5 of 11: near brotli's best size for a few kB of JSON at gzip's speed. */
const BROTLI_QUALITY = 5;
/**
 * For a copy kept and sent many times (answer-cache.ts): a 70 kB document takes about 100 ms
 * (against 2 ms) and comes out 9 % smaller.
 */
const BROTLI_BEST_QUALITY = 11;

/**
 * The body in that encoding, off the event loop (zlib's thread pool); `best` spends the time for
 * the smallest copy.
 */
export function compress(
  body: Uint8Array,
  encoding: ContentEncoding,
  effort: 'quick' | 'best' = 'quick',
): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: effort === 'best' ? BROTLI_BEST_QUALITY : BROTLI_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, {
        level: effort === 'best' ? zlibConstants.Z_BEST_COMPRESSION : zlibConstants.Z_DEFAULT_COMPRESSION,
      });
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
  if (isDocumentInParts(response)) {
    // Its head leaves before its rest is made: compressed as it comes, each part flushed.
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    return new Response(compressedAsItComes(response.body, encoding), init);
  }
  const plain = new Uint8Array(await response.arrayBuffer());
  if (!isCompressible(contentType, plain.byteLength)) return new Response(plain, init);
  const compressed = await compress(plain, encoding);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(compressed.byteLength));
  return new Response(new Uint8Array(compressed), init);
}

/**
 * A body compressed part by part: each chunk that comes is flushed out compressed at once
 * (a server-rendered document's head, then its rest), instead of waiting for the whole.
 */
export function compressedAsItComes(body: ReadableStream<Uint8Array>, encoding: ContentEncoding) {
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : createGzip();
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      compressor.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      compressor.on('end', () => controller.close());
      compressor.on('error', (error) => controller.error(error));
      void (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return void compressor.end();
          compressor.write(value);
          // A sync flush (not gzip's default full flush) keeps the dictionary: the rest can
          // still refer back to the head's stylesheets.
          await new Promise<void>((resolve) =>
            encoding === 'br'
              ? compressor.flush(() => resolve())
              : compressor.flush(zlibConstants.Z_SYNC_FLUSH, () => resolve()),
          );
        }
      })().catch((error: unknown) => compressor.destroy(error as Error));
    },
    cancel(reason) {
      compressor.destroy();
      return reader.cancel(reason);
    },
  });
}
