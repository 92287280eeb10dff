/**
 * A new id shaped like a MongoDB ObjectId (what the original client expects): 4 bytes of
 * seconds since the epoch, so ids roughly sort by creation, then 8 random bytes.
 */
export function newObjectId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000) >>> 0;
  const random = crypto.getRandomValues(new Uint8Array(8));
  return seconds.toString(16).padStart(8, '0') + toHex(random);
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
