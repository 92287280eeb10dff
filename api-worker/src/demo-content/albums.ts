import { toArgentinaDate } from '@portal/contracts';
import type { albums } from '../db/schema.ts';
import { addDays, type MediaPlan } from './media-plan.ts';
import type { Prng } from './prng.ts';
import { fullName, type DemoUser } from './users.ts';

type AlbumRow = typeof albums.$inferInsert;

const DEMO_ALBUMS: readonly { nombre: string; fotos: number; diasAtras: number }[] = [
  { nombre: 'Marcha de los Bombos', fotos: 8, diasAtras: 3 },
  { nombre: 'Festival de la Chacarera', fotos: 12, diasAtras: 9 },
  { nombre: 'Atardecer en el Dique Frontal', fotos: 5, diasAtras: 16 },
  { nombre: 'Carnaval de Humahuaca', fotos: 30, diasAtras: 22 },
  { nombre: 'Maratón Ciudad de Santiago', fotos: 18, diasAtras: 30 },
  { nombre: 'Feria Franca de La Banda', fotos: 10, diasAtras: 37 },
  { nombre: 'Vendimia en Mendoza', fotos: 24, diasAtras: 45 },
  { nombre: 'Paisajes de Cafayate', fotos: 6, diasAtras: 52 },
  { nombre: 'Fiesta Nacional del Poncho', fotos: 15, diasAtras: 61 },
  { nombre: 'La Noche de los Museos', fotos: 20, diasAtras: 70 },
  { nombre: 'Clásico santiagueño en el Estadio Único', fotos: 9, diasAtras: 84 },
  { nombre: 'Invierno en Termas de Río Hondo', fotos: 27, diasAtras: 97 },
];

const GUEST_PHOTOGRAPHERS = ['Federico Juárez', 'Lorena Suárez', 'Matías Herrera'];

/** 12 albums of 5 to 30 photos over the last three months; the cover is the first photo. */
export function buildDemoAlbums(
  prng: Prng,
  media: MediaPlan,
  { now, photographer, landscapes }: { now: Date; photographer: DemoUser; landscapes: number },
): AlbumRow[] {
  const today = toArgentinaDate(now);
  return DEMO_ALBUMS.map((album, albumIndex) => {
    const _id = prng.hex(24);
    const fotos = Array.from({ length: album.fotos }, (_, n) =>
      media.add(`albums/${_id}/${String(n + 1).padStart(2, '0')}.jpg`, {
        kind: 'landscape',
        index: (albumIndex * 5 + n) % landscapes,
      }),
    );
    const fecha = addDays(today, -album.diasAtras);
    return {
      _id,
      nombre: album.nombre,
      ph: albumIndex % 3 === 2 ? prng.pick(GUEST_PHOTOGRAPHERS) : fullName(photographer),
      fecha,
      fotos,
      portada: fotos[0] ?? '',
      // Published the day after the photos were taken, in the evening.
      created_at: new Date(Date.parse(`${addDays(fecha, 1)}T21:00:00Z`)).toISOString(),
    };
  });
}
