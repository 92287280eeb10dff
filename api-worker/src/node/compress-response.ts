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
  crc32,
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
 * the smallest copy. `open`: flushed but not ended, for closeCompressed to end with a tail.
 */
export function compress(
  body: Uint8Array,
  encoding: ContentEncoding,
  effort: 'quick' | 'best' = 'quick',
  { open = false }: { open?: boolean } = {},
): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: effort === 'best' ? BROTLI_BEST_QUALITY : BROTLI_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
        ...(open ? { finishFlush: zlibConstants.BROTLI_OPERATION_FLUSH } : {}),
      })
    : gzipAsync(body, {
        level: effort === 'best' ? zlibConstants.Z_BEST_COMPRESSION : zlibConstants.Z_DEFAULT_COMPRESSION,
        ...(open ? { finishFlush: zlibConstants.Z_SYNC_FLUSH } : {}),
      });
}

/** What closeCompressed needs to know of the plain bytes an open gzip copy holds. */
export interface OpenPlain {
  byteLength: number;
  /** Their CRC-32 (zlib.crc32). */
  crc: number;
}

/**
 * An open copy (compress with `open`) of the plain bytes `before`, ended with `tail` stored as it
 * is — in microseconds, so that each answer of a kept document gets its own tail
 * (http/script-nonce.ts). Brotli: an uncompressed meta-block (RFC 7932 §9.2: ISLAST 0, four
 * nibbles of MLEN − 1, ISUNCOMPRESSED 1, then the bytes on a byte boundary) and an empty last
 * one. Gzip: a final stored block (RFC 1951 §3.2.4) and the trailer, whose CRC-32 continues the
 * one of the bytes before.
 */
export function closeCompressed(
  encoding: ContentEncoding,
  open: Uint8Array,
  tail: Uint8Array,
  before: OpenPlain,
): Uint8Array {
  if (tail.byteLength < 1 || tail.byteLength > 0xffff) throw new RangeError('tail of 1 to 65535 bytes');
  const header =
    encoding === 'br'
      ? brotliStoredHeader(tail.byteLength)
      : [
          0x01,
          tail.byteLength & 0xff,
          tail.byteLength >> 8,
          ~tail.byteLength & 0xff,
          (~tail.byteLength >> 8) & 0xff,
        ];
  const trailer = new Uint8Array(encoding === 'br' ? 1 : 8);
  if (encoding === 'br')
    trailer[0] = 0x03; // ISLAST 1, ISLASTEMPTY 1
  else {
    const view = new DataView(trailer.buffer);
    view.setUint32(0, crc32(tail, before.crc), true);
    view.setUint32(4, (before.byteLength + tail.byteLength) >>> 0, true);
  }
  const body = new Uint8Array(open.byteLength + header.length + tail.byteLength + trailer.byteLength);
  body.set(open);
  body.set(header, open.byteLength);
  body.set(tail, open.byteLength + header.length);
  body.set(trailer, open.byteLength + header.length + tail.byteLength);
  return body;
}

function brotliStoredHeader(length: number): number[] {
  const bits = ((length - 1) << 3) | (1 << 19); // ISLAST 0, MNIBBLES 0 (four), MLEN − 1, ISUNCOMPRESSED
  return [bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff];
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
