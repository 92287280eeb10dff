import { PRIVILEGES, type Privilege } from '@portal/contracts';
import type { MediaPlan } from './media-plan.ts';
import type { Prng } from './prng.ts';

export interface DemoUser {
  _id: string;
  nombre: string;
  apellido: string;
  email: string;
  username: string;
  foto: string;
  privilegios: Privilege[];
  /** The plain password, only to hash it while seeding. */
  password: string;
}

/** The staff accounts docs/operations.md (demo content) asks for. */
export function buildDemoUsers(
  prng: Prng,
  media: MediaPlan,
  passwords: { admin: string; demo: string },
): DemoUser[] {
  const people = [
    {
      username: 'admin',
      nombre: 'Mariana',
      apellido: 'Gorosito',
      privilegios: [...PRIVILEGES],
      password: passwords.admin,
    },
    {
      username: 'redactor',
      nombre: 'Julián',
      apellido: 'Paz',
      // An editor (DESIGN §11): publishes what they write, and approves what is sent to review.
      privilegios: ['noticias' as const, 'edicion' as const],
      password: passwords.demo,
    },
    {
      username: 'fotografo',
      nombre: 'Carla',
      apellido: 'Ledesma',
      privilegios: ['galeria' as const],
      password: passwords.demo,
    },
    {
      // A writer without `edicion`: what they write goes to review before it is published.
      username: 'corresponsal',
      nombre: 'Lucía',
      apellido: 'Sosa',
      privilegios: ['noticias' as const],
      password: passwords.demo,
    },
  ];
  return people.map((person, index) => {
    const _id = prng.hex(24);
    return {
      ...person,
      _id,
      email: `${person.username}@portal-noticias.example`,
      foto: media.add(`usuarios/${_id}.jpg`, { kind: 'avatar', index }),
    };
  });
}

export function fullName(user: Pick<DemoUser, 'nombre' | 'apellido'>): string {
  return `${user.nombre} ${user.apellido}`;
}
