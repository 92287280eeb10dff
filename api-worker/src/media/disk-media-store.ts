import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  assertSafeMediaKey,
  byKey,
  contentTypeForKey,
  isSafeMediaKey,
  type MediaStore,
  type StoredMediaEntry,
} from './media-store.ts';

/**
 * Media under a folder (MEDIA_DIR, `data/media` by default) for the Node server. The content
 * type comes from the key's extension, so `put` refuses a type the extension contradicts.
 */
export function createDiskMediaStore(rootDir: string): MediaStore {
  const root = resolve(rootDir);

  function pathOf(key: string): string {
    assertSafeMediaKey(key);
    const path = resolve(root, ...key.split('/'));
    // Belt and braces: a safe key never leaves the root, but a bug here would serve any file.
    if (!path.startsWith(root + sep)) throw new Error(`Media key escapes the store: ${key}`);
    return path;
  }

  /** Every path under the root whose key starts with `prefix` (none when the root is missing). */
  async function storedKeys(prefix: string): Promise<{ key: string; path: string }[]> {
    let entries: string[];
    try {
      entries = await readdir(root, { recursive: true });
    } catch (error) {
      if (isMissingFile(error)) return [];
      throw error;
    }
    return entries
      .map((entry) => ({
        key: relative(root, join(root, entry)).split(sep).join('/'),
        path: join(root, entry),
      }))
      .filter(({ key }) => key.startsWith(prefix));
  }

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      if (contentTypeForKey(key) !== contentType) {
        throw new Error(`Media key ${key} does not match content type ${contentType}`);
      }
      await mkdir(dirname(path), { recursive: true });
      // Write then rename: a process killed mid-write leaves a `.partial` file (which the orphan
      // cleanup removes), never a truncated image under the key.
      const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      let bytes: Buffer;
      try {
        bytes = await readFile(pathOf(key));
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
      // readFile never answers a SharedArrayBuffer, whatever Buffer's type allows.
      const body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
      return { body, contentType: contentTypeForKey(key), size: body.byteLength };
    },

    async head(key) {
      try {
        const stats = await stat(pathOf(key));
        return stats.isFile() ? { contentType: contentTypeForKey(key), size: stats.size } : null;
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async list(prefix) {
      return (await storedKeys(prefix))
        .filter(({ key }) => contentTypeForKey(key) !== 'application/octet-stream')
        .map(({ key }) => key)
        .sort();
    },

    async listWithDates(prefix) {
      const found: StoredMediaEntry[] = [];
      for (const { key, path } of await storedKeys(prefix)) {
        if (!isSafeMediaKey(key)) continue;
        try {
          const stats = await stat(path);
          if (stats.isFile()) found.push({ key, storedAt: stats.mtime });
        } catch (error) {
          // Deleted between readdir and stat.
          if (!isMissingFile(error)) throw error;
        }
      }
      return found.sort(byKey);
    },
  };
}

function isMissingFile(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
