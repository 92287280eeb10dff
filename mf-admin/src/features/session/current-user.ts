import { atom } from 'jotai';
import type { Usuario } from '@portal/contracts';

/**
 * The signed-in staff member, as `GET /api/session` last answered (null: not known yet or signed
 * out). jotai is a Module Federation singleton, so the value survives moving between admin screens.
 */
export const currentUserAtom = atom<Usuario | null>(null);

export const fullName = (user: Pick<Usuario, 'nombre' | 'apellido'>) =>
  `${user.nombre} ${user.apellido}`.trim();
