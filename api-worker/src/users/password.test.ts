import { describe, expect, it } from 'vitest';
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from '../auth/password.ts';

describe('password hashing', () => {
  it('encodes scheme, iterations, a 16-byte salt and a 32-byte hash', async () => {
    const encoded = await hashPassword('demo-portal');
    const [scheme, iterations, salt, hash] = encoded.split('$');
    expect(scheme).toBe('pbkdf2');
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(atob(salt ?? '')).toHaveLength(16);
    expect(atob(hash ?? '')).toHaveLength(32);
    expect(encoded).not.toContain('demo-portal');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const encoded = await hashPassword('contraseña-segura');
    expect(await verifyPassword('contraseña-segura', encoded)).toBe(true);
    expect(await verifyPassword('contraseña-segurA', encoded)).toBe(false);
    expect(await verifyPassword('', encoded)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('igual')).not.toBe(await hashPassword('igual'));
  });

  it('refuses malformed hashes without throwing', async () => {
    for (const encoded of [
      '',
      'plain-text',
      'pbkdf2$abc$x$y',
      'pbkdf2$100000$!!$!!',
      'bcrypt$1$a$b',
      'pbkdf2$999999999$AAAA$AAAA',
    ]) {
      expect(await verifyPassword('x', encoded)).toBe(false);
    }
  });
});
