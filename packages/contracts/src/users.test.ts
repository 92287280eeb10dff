import { describe, expect, it } from 'vitest';
import { loginBodySchema } from './auth.ts';
import {
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  createUsuarioBodySchema,
  fotoSchema,
  optionalPasswordSchema,
  updateUsuarioBodySchema,
} from './users.ts';

describe('users call bodies', () => {
  const valid = { nombre: 'Lucía', apellido: 'Herrera', email: 'lucia@example.com', username: 'lherrera' };

  it('creates with defaults for foto and privilegios, and requires a password', () => {
    const withPassword = { ...valid, contraseña: 'ocho-car' };
    expect(createUsuarioBodySchema.parse(withPassword)).toEqual({
      ...withPassword,
      foto: '',
      privilegios: [],
    });
    for (const contraseña of [undefined, '', null]) {
      const result = createUsuarioBodySchema.safeParse({ ...valid, contraseña });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([PASSWORD_REQUIRED_MESSAGE]);
    }
    expect(
      createUsuarioBodySchema.safeParse({ ...valid, contraseña: 'corta' }).error?.issues[0]?.message,
    ).toBe(PASSWORD_RULE_MESSAGE);
  });

  it('treats an empty or null contraseña as none, and checks any other', () => {
    expect(optionalPasswordSchema.parse('')).toBeUndefined();
    expect(optionalPasswordSchema.parse(null)).toBeUndefined();
    expect(optionalPasswordSchema.parse(undefined)).toBeUndefined();
    expect(optionalPasswordSchema.parse('ocho-car')).toBe('ocho-car');
    expect(optionalPasswordSchema.safeParse('corta').success).toBe(false);
  });

  it('drops unknown fields and keeps a partial update partial', () => {
    const parsed = updateUsuarioBodySchema.parse({
      id: '0123456789abcdef01234567',
      nombre: 'X',
      password_hash: 'h',
    });
    expect(parsed).toEqual({ id: '0123456789abcdef01234567', nombre: 'X' });
  });

  it('accepts photos of this site or http(s), nothing else', () => {
    for (const ok of [
      '',
      '/media/usuarios/a.jpg',
      'https://images.example/a.jpg',
      'http://localhost:8080/media/a.jpg',
    ]) {
      expect(fotoSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/a.jpg',
      'data:image/png;base64,AAAA',
      'a.jpg',
    ]) {
      expect(fotoSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('puts privileges in canonical order, once each', () => {
    const parsed = createUsuarioBodySchema.parse({
      ...valid,
      contraseña: 'ocho-car',
      privilegios: ['usuarios', 'noticias', 'usuarios'],
    });
    expect(parsed.privilegios).toEqual(['noticias', 'usuarios']);
  });

  it('login needs both fields and trims the username only', () => {
    expect(loginBodySchema.parse({ username: ' admin ', contraseña: ' x ' })).toEqual({
      username: 'admin',
      contraseña: ' x ',
    });
    expect(loginBodySchema.safeParse({ username: 'admin' }).success).toBe(false);
  });
});
