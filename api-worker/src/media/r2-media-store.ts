import { assertSafeMediaKey, type MediaStore, type StoredMediaEntry } from './media-store.ts';

/**
 * The part of a Workers R2 binding the store uses. Declared here rather than taken from
 * @cloudflare/workers-types so that Node-side code type-checks without the Workers globals.
 */
export interface R2BucketLike {
  put(
    key: string,
    value: Uint8Array,
    options?: { httpMetadata?: { contentType?: string } },
  ): Promise<unknown>;
  get(key: string): Promise<{
    body: ReadableStream<Uint8Array>;
    size: number;
    httpMetadata?: { contentType?: string };
  } | null>;
  delete(key: string): Promise<void>;
  list(options?: { prefix?: string; cursor?: string }): Promise<{
    objects: { key: string; uploaded: Date }[];
    truncated: boolean;
    cursor?: string;
  }>;
}

/** Media in an R2 bucket (the worker's MEDIA binding; simulated under .wrangler/state locally). */
export function createR2MediaStore(bucket: R2BucketLike): MediaStore {
  return {
    async put(key, bytes, contentType) {
      assertSafeMediaKey(key);
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async get(key) {
      assertSafeMediaKey(key);
      const object = await bucket.get(key);
      if (!object) return null;
      return {
        body: object.body,
        contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
        size: object.size,
      };
    },
    async delete(key) {
      assertSafeMediaKey(key);
      await bucket.delete(key);
    },
    async list(prefix) {
      const keys: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
        keys.push(...page.objects.map((object) => object.key));
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return keys.sort();
    },
    async listWithDates(prefix) {
      const entries: StoredMediaEntry[] = [];
      let cursor: string | undefined;
      do {
        const page = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
        entries.push(...page.objects.map((object) => ({ key: object.key, storedAt: object.uploaded })));
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}
