import { assertSafeMediaKey, byKey, type MediaStore } from './media-store.ts';

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
  head(key: string): Promise<{ size: number; httpMetadata?: { contentType?: string } } | null>;
  delete(key: string): Promise<void>;
  list(options?: { prefix?: string; cursor?: string }): Promise<{
    objects: { key: string; uploaded: Date }[];
    truncated: boolean;
    cursor?: string;
  }>;
}

/** Media in an R2 bucket (the worker's MEDIA binding; simulated under .wrangler/state locally). */
export function createR2MediaStore(bucket: R2BucketLike): MediaStore {
  /** Every object under `prefix`, through all of R2's pages. */
  async function listObjects(prefix: string): Promise<{ key: string; uploaded: Date }[]> {
    const objects: { key: string; uploaded: Date }[] = [];
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
      objects.push(...page.objects);
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    return objects;
  }

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
    async head(key) {
      assertSafeMediaKey(key);
      const object = await bucket.head(key);
      if (!object) return null;
      return {
        contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
        size: object.size,
      };
    },
    async delete(key) {
      assertSafeMediaKey(key);
      await bucket.delete(key);
    },
    async list(prefix) {
      return (await listObjects(prefix)).map((object) => object.key).sort();
    },
    async listWithDates(prefix) {
      return (await listObjects(prefix))
        .map((object) => ({ key: object.key, storedAt: object.uploaded }))
        .sort(byKey);
    },
  };
}
