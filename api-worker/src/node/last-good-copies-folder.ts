import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GoodCopy, GoodCopyStore } from '../outage/last-good-copies.ts';

/**
 * The Node entry's last good copies (outage/last-good-copies.ts): one file per answer in a folder
 * beside the database (LAST_GOOD_COPIES_DIR), named by a hash of its key, so they survive a
 * restart during an outage. A file is its headers as JSON, a newline, then the body; it is
 * written whole under another name and renamed, so a reader never sees half of one.
 */
export function createGoodCopyFolder(dir: string): GoodCopyStore {
  const ready = mkdir(dir, { recursive: true });
  const pathOf = (key: string) => join(dir, createHash('sha256').update(key).digest('hex'));
  let written = 0;
  return {
    async read(key) {
      let file: Buffer;
      try {
        file = await readFile(pathOf(key));
      } catch {
        return undefined;
      }
      const end = file.indexOf(0x0a);
      if (end < 0) return undefined;
      return {
        headers: JSON.parse(file.subarray(0, end).toString('utf8')) as GoodCopy['headers'],
        body: new Uint8Array(file.subarray(end + 1)),
      };
    },
    async write(key, { headers, body }) {
      await ready;
      const path = pathOf(key);
      const partial = `${path}.${process.pid}.${++written}.tmp`;
      await writeFile(partial, Buffer.concat([Buffer.from(`${JSON.stringify(headers)}\n`), body]));
      await rename(partial, path);
    },
  };
}
