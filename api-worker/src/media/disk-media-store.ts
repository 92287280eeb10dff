import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { assertSafeMediaKey, contentTypeForKey, type MediaStore } from './media-store.ts';

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

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      if (contentTypeForKey(key) !== contentType) {
        throw new Error(`Media key ${key} does not match content type ${contentType}`);
      }
      await mkdir(dirname(path), { recursive: true });
      // Write then rename would be atomic, but keys are never rewritten with other bytes.
      await writeFile(path, bytes);
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

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async list(prefix) {
      let entries: string[];
      try {
        entries = await readdir(root, { recursive: true });
      } catch (error) {
        if (isMissingFile(error)) return [];
        throw error;
      }
      const keys: string[] = [];
      for (const entry of entries) {
        const key = relative(root, join(root, entry)).split(sep).join('/');
        if (key.startsWith(prefix) && contentTypeForKey(key) !== 'application/octet-stream') keys.push(key);
      }
      return keys.sort();
    },
  };
}

function isMissingFile(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
