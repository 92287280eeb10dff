/**
 * Compression of static files for the Node origins (the shell in shell-assets.ts, each remote in
 * scripts/serve-remote.ts): brotli or gzip as the request's Accept-Encoding allows, compressed
 * once per file version (path + size + mtime) and kept in memory, with an ETag per encoding so
 * that revalidation (304) keeps working.
 */
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this, compression saves less than its headers and work cost. */
const MIN_COMPRESSED_SIZE = 512;
const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/i;

/** Whether a file of this type and size is worth compressing. */
export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_COMPRESSED_SIZE && COMPRESSIBLE_TYPE.test(contentType);
}

/**
 * The encoding to answer with: brotli when accepted, else gzip, else none. `q=0` refuses one;
 * `*` accepts both.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/** A weak validator of one version of a file in one encoding. */
export function fileEtag(info: Pick<Stats, 'size' | 'mtimeMs'>, encoding: ContentEncoding | null): string {
  const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
  return `W/"${version}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, lists and `*` included). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

interface CachedVersion {
  version: string;
  bodies: Map<ContentEncoding | null, Promise<Buffer>>;
}

/**
 * File bodies per encoding, each made once per version of the file. Failed reads are forgotten,
 * so that the next request tries again.
 */
export function createCompressedFileCache() {
  const files = new Map<string, CachedVersion>();

  function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
    return encoding === 'br'
      ? // Quality 5 of 11: 3 % larger than 9 at a third of its time (80 ms for a 380 kB bundle),
        // which a fresh server's first visitors wait for; still 4 % smaller than gzip -9.
        brotliAsync(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipAsync(body, { level: 9 });
  }

  return {
    /** The file's bytes in `encoding` (null: as stored). */
    read(
      path: string,
      info: Pick<Stats, 'size' | 'mtimeMs'>,
      encoding: ContentEncoding | null,
    ): Promise<Buffer> {
      const version = `${info.size}-${info.mtimeMs}`;
      let cached = files.get(path);
      if (cached?.version !== version) {
        cached = { version, bodies: new Map() };
        files.set(path, cached);
      }
      const entry = cached;
      let body = entry.bodies.get(encoding);
      if (!body) {
        const plain = entry.bodies.get(null) ?? readFile(path);
        entry.bodies.set(null, plain);
        body = encoding === null ? plain : plain.then((bytes) => compress(bytes, encoding));
        entry.bodies.set(encoding, body);
        body.catch(() => {
          if (files.get(path) === entry) files.delete(path);
        });
      }
      return body;
    },
  };
}

export type CompressedFileCache = ReturnType<typeof createCompressedFileCache>;
