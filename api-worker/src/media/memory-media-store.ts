import { assertSafeMediaKey, byKey, type MediaStore } from './media-store.ts';

/** Media held in memory: for tests and one-off scripts, where nothing should outlive the process. */
export function createMemoryMediaStore(): MediaStore {
  const objects = new Map<string, { bytes: Uint8Array<ArrayBuffer>; contentType: string; storedAt: Date }>();
  return {
    async put(key, bytes, contentType) {
      assertSafeMediaKey(key);
      objects.set(key, { bytes: new Uint8Array(bytes), contentType, storedAt: new Date() });
    },
    async get(key) {
      assertSafeMediaKey(key);
      const object = objects.get(key);
      return object
        ? { body: object.bytes, contentType: object.contentType, size: object.bytes.byteLength }
        : null;
    },
    async head(key) {
      assertSafeMediaKey(key);
      const object = objects.get(key);
      return object ? { contentType: object.contentType, size: object.bytes.byteLength } : null;
    },
    async delete(key) {
      assertSafeMediaKey(key);
      objects.delete(key);
    },
    async list(prefix) {
      return [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
    },
    async listWithDates(prefix) {
      return [...objects.entries()]
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, object]) => ({ key, storedAt: object.storedAt }))
        .sort(byKey);
    },
  };
}
