import { toArgentinaDate } from '@portal/contracts';
import type { eventos } from '../db/schema.ts';
import { DAY_MS, addDays, type MediaPlan } from './media-plan.ts';
import type { Prng } from './prng.ts';
import { DEMO_REGIONS, type DemoRegion } from './regions.ts';

type EventoRow = typeof eventos.$inferInsert;

interface EventTemplate {
  titulo: (ciudad: string) => string;
  horario: string;
  parrafos: (ciudad: string, region: DemoRegion) => string[];
}

const EVENT_TEMPLATES: readonly EventTemplate[] = [
  {
    titulo: (c) => `Festival de la Chacarera en ${c}`,
    horario: '21:00 hs',
    parrafos: (c) => [
      `Una noche dedicada a la chacarera, con músicos y bailarines de ${c} y de toda la región.`,
      'Habrá patio de comidas con empanadas y locro. Entrada libre y gratuita.',
    ],
  },
  {
    titulo: (c) => `Maratón nocturna 10K de ${c}`,
    horario: '20:30 hs',
    parrafos: () => [
      'Carrera de 10 kilómetros y caminata participativa de 3 kilómetros por las principales avenidas.',
      'La acreditación y entrega de kits se realiza desde las 18 hs en el lugar de largada.',
    ],
  },
  {
    titulo: (c) => `Feria del Libro de ${c}`,
    horario: '10:00 a 22:00 hs',
    parrafos: (_c, r) => [
      `Editoriales, librerías y autores de ${r.nombre} presentan sus novedades.`,
      'Durante toda la jornada habrá presentaciones, talleres de lectura para chicos y firma de ejemplares.',
    ],
  },
  {
    titulo: () => 'Concierto de la Orquesta Sinfónica: grandes clásicos',
    horario: '21:30 hs',
    parrafos: () => [
      'La Orquesta Sinfónica interpreta obras de Beethoven, Piazzolla y Ginastera.',
      'Las entradas se retiran de manera gratuita en la boletería una hora antes de la función.',
    ],
  },
  {
    titulo: (c) => `Expo Emprendedores ${c}`,
    horario: '17:00 a 23:00 hs',
    parrafos: () => [
      'Más de cien emprendimientos de diseño, gastronomía y artesanías en un mismo lugar.',
      'Con música en vivo, charlas sobre comercio electrónico y un sector de juegos para las familias.',
    ],
  },
  {
    titulo: () => 'Cine bajo las estrellas',
    horario: '21:00 hs',
    parrafos: () => [
      'Proyección al aire libre de una película argentina para toda la familia.',
      'Se recomienda llevar reposeras y abrigo. Se suspende por lluvia.',
    ],
  },
  {
    titulo: (c) => `Encuentro de Coros de ${c}`,
    horario: '20:00 hs',
    parrafos: () => [
      'Coros escolares, universitarios y vocacionales comparten el escenario en una velada a puro canto.',
      'Al cierre, todos los coros interpretan juntos una obra del repertorio popular.',
    ],
  },
  {
    titulo: () => 'Muestra de fotografía "Miradas del monte"',
    horario: '9:00 a 20:00 hs',
    parrafos: () => [
      'Una selección de imágenes que retratan el paisaje y la vida cotidiana del monte.',
      'La muestra podrá visitarse durante todo el mes, con visitas guiadas los sábados.',
    ],
  },
  {
    titulo: (c) => `Feria de artesanos de ${c}`,
    horario: '16:00 a 22:00 hs',
    parrafos: () => [
      'Tejidos en telar, cerámica, platería y trabajos en cuero hechos a mano por artesanos de la región.',
      'Habrá demostraciones en vivo de las distintas técnicas.',
    ],
  },
  {
    titulo: () => 'Teatro: "La casa de los abuelos"',
    horario: '21:00 hs',
    parrafos: () => [
      'Una comedia sobre una familia que se reencuentra para decidir qué hacer con la casa donde creció.',
      'Apta para todo público. Entradas anticipadas en boletería.',
    ],
  },
  {
    titulo: (c) => `Torneo abierto de ajedrez de ${c}`,
    horario: '9:30 hs',
    parrafos: () => [
      'Torneo por sistema suizo a siete rondas, con categorías infantiles, juveniles y libres.',
      'Inscripción previa hasta el día anterior. Se entregarán trofeos y medallas.',
    ],
  },
  {
    titulo: () => 'Taller abierto de cerámica',
    horario: '18:00 hs',
    parrafos: () => [
      'Un encuentro para aprender las técnicas básicas del modelado en arcilla.',
      'Los materiales se entregan en el lugar. Cupos limitados.',
    ],
  },
  {
    titulo: (c) => `Exposición rural de ${c}`,
    horario: '10:00 a 20:00 hs',
    parrafos: () => [
      'Exposición de ganado, maquinaria agrícola y productos regionales, con jura de animales.',
      'Además, destrezas criollas y un almuerzo de campo el domingo.',
    ],
  },
  {
    titulo: () => 'Sabores regionales: festival gastronómico',
    horario: '12:00 a 24:00 hs',
    parrafos: (_c, r) => [
      `Cocineros de ${r.nombre} preparan platos típicos con productos locales.`,
      'Habrá clases abiertas de cocina y una competencia de empanadas.',
    ],
  },
  {
    titulo: () => 'Recital de rock en la plaza',
    horario: '20:00 hs',
    parrafos: () => [
      'Bandas locales y un cierre con artistas invitados en una noche de rock nacional.',
      'Entrada libre y gratuita, con un alimento no perecedero para el comedor del barrio.',
    ],
  },
  {
    titulo: (c) => `Carnaval de ${c}`,
    horario: '21:00 hs',
    parrafos: () => [
      'Comparsas, murgas y carrozas desfilan por las calles del centro.',
      'Se habilitan tribunas con acceso gratuito y un sector para personas con discapacidad.',
    ],
  },
  {
    titulo: () => 'La Noche de los Museos',
    horario: '20:00 a 2:00 hs',
    parrafos: () => [
      'Museos, centros culturales y espacios de arte abren sus puertas de noche con actividades especiales.',
      'Habrá transporte gratuito entre los distintos espacios participantes.',
    ],
  },
  {
    titulo: () => 'Bicicleteada familiar por la costanera',
    horario: '9:00 hs',
    parrafos: () => [
      'Un paseo de 12 kilómetros en bicicleta para toda la familia, a ritmo tranquilo.',
      'El uso de casco es obligatorio. Habrá puestos de hidratación en el recorrido.',
    ],
  },
  {
    titulo: (c) => `Peña folclórica del club social de ${c}`,
    horario: '22:00 hs',
    parrafos: () => [
      'Guitarreada, zambas y chacareras hasta la madrugada, con conjuntos invitados.',
      'Cena con empanadas y vino regional. Reservas por teléfono.',
    ],
  },
  {
    titulo: () => 'Jornada de astronomía: observación del cielo',
    horario: '20:30 hs',
    parrafos: () => [
      'Con telescopios y guías, una noche para observar la Luna, los planetas y las constelaciones.',
      'Actividad gratuita. Se suspende si el cielo está nublado.',
    ],
  },
];

/** Which region each event is in: the home province most often, every other one at least once. */
const EVENT_REGIONS = [0, 1, 0, 2, 3, 0, 4, 5, 0, 6, 7, 0, 8, 9, 0, 10, 11, 1, 0, 2];

/** Days from today in Argentina: ten past events and ten from today on. */
const DAY_OFFSETS = [-42, -35, -28, -21, -15, -10, -6, -3, -2, -1, 0, 1, 3, 5, 8, 12, 17, 24, 31, 45];

export function buildDemoEvents(
  prng: Prng,
  media: MediaPlan,
  { now, flyers }: { now: Date; flyers: number },
): EventoRow[] {
  const today = toArgentinaDate(now);
  return EVENT_TEMPLATES.map((template, i) => {
    const region = DEMO_REGIONS[EVENT_REGIONS[i] ?? 0] ?? DEMO_REGIONS[0]!;
    const ciudad = prng.pick(region.ciudades);
    const fecha = addDays(today, DAY_OFFSETS[i] ?? 0);
    const _id = prng.hex(24);
    return {
      _id,
      titulo: template.titulo(ciudad),
      flayer: media.add(`eventos/${_id}.jpg`, { kind: 'flyer', index: i % flyers }),
      texto: template
        .parrafos(ciudad, region)
        .map((paragraph) => `<p>${paragraph}</p>`)
        .join('\n'),
      provincia: region.provincia,
      fecha,
      direccion: `${prng.pick(region.lugares)}, ${prng.pick(region.calles)} ${prng.int(1, 30) * 50}, ${ciudad}`,
      horario: template.horario,
      // Announced two to four weeks ahead, but never in the future.
      created_at: new Date(
        Math.min(now.getTime() - DAY_MS / 2, Date.parse(`${fecha}T12:00:00Z`) - prng.int(14, 28) * DAY_MS),
      ).toISOString(),
    };
  });
}
