/**
 * Password hashing with WebCrypto PBKDF2-SHA256, which both Node 20 and workerd provide.
 * 100 000 iterations is the most workerd allows. Encoded as `pbkdf2$<iterations>$<salt>$<hash>`
 * (base64), so the cost can be raised later and old hashes still verify.
 */
const SCHEME = 'pbkdf2';
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return [SCHEME, PBKDF2_ITERATIONS, toBase64(salt), toBase64(hash)].join('$');
}

/** Whether `password` matches `encoded`; false (never a throw) for a malformed hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parts = encoded.split('$');
  if (parts.length !== 4 || parts[0] !== SCHEME) return false;
  const iterations = Number(parts[1]);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return false;
  let salt: Uint8Array<ArrayBuffer>;
  let expected: Uint8Array<ArrayBuffer>;
  try {
    salt = fromBase64(parts[2] ?? '');
    expected = fromBase64(parts[3] ?? '');
  } catch {
    return false;
  }
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, iterations, expected.length * 8);
  return constantTimeEqual(actual, expected);
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  bits: number = HASH_BITS,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const derived = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    bits,
  );
  return new Uint8Array(derived);
}

/** Compares every byte whatever the first difference, so timing tells nothing about the hash. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * A hash nothing verifies against, so its user cannot log in. The API no longer creates users
 * without a password (issue #15); rows made before, and tests, may still hold it.
 */
export const NO_PASSWORD_HASH = '';

/**
 * A hash of a random password nobody knows (made once with hashPassword), checked when there is
 * no real hash to check, so that a login takes as long for an unknown user as for a wrong
 * password. A constant rather than a hash made at start: workerd isolates share no promises.
 */
const UNMATCHABLE_HASH =
  'pbkdf2$100000$9gcDKy4JcCBSf0pyJ0dQvA==$3B5zVWeYHltvzy+OepW/mrk8FAPLS9TVcpVAFSnlZeA=';

/**
 * verifyPassword for a login: false for a missing hash (unknown user) or NO_PASSWORD_HASH,
 * after the same PBKDF2 work as a real check.
 */
export async function verifyLoginPassword(password: string, encoded: string | undefined): Promise<boolean> {
  const usable = encoded !== undefined && encoded.startsWith(`${SCHEME}$`);
  const verified = await verifyPassword(password, usable ? encoded : UNMATCHABLE_HASH);
  return usable && verified;
}
