import { slugify } from '@portal/contracts';
import type { noticias } from '../db/schema.ts';
import { storedTags } from '../content/slugs.ts';
import { newsSearchText } from '../content/search-text.ts';
import { DAY_MS, type MediaPlan } from './media-plan.ts';
import { NEWS_TOPICS, type NewsDraft } from './news-topics.ts';
import type { Prng } from './prng.ts';
import { DEMO_REGIONS, personName } from './regions.ts';
import { fullName, type DemoUser } from './users.ts';

type NoticiaRow = typeof noticias.$inferInsert;

const BARRIOS = [
  'Centro',
  'Villa del Carmen',
  'San Martín',
  'Belgrano',
  'Los Álamos',
  'El Progreso',
  'Primero de Mayo',
  'Jardín',
  'Autonomía',
  'Siglo XX',
];
const HOUR_MS = 60 * 60 * 1000;

/** Each topic's category (slug, drizzle/0016_content_model.sql) and tags, by NEWS_TOPICS index. */
const TOPIC_MODEL: readonly [categoria: string, etiquetas: string[]][] = [
  ['politica', ['Obras públicas', 'Agua']],
  ['sociedad', ['Obras públicas', 'Barrios']],
  ['sociedad', ['Educación', 'Obras públicas']],
  ['sociedad', ['Salud', 'Vacunación']],
  ['espectaculos', ['Folclore', 'Festivales']],
  ['deportes', ['Fútbol', 'Torneo regional']],
  ['economia', ['Producción', 'Ferias']],
  ['economia', ['Turismo']],
  ['sociedad', ['Clima', 'Alertas']],
  ['sociedad', ['Tránsito', 'Obras públicas']],
  ['tecnologia', ['Educación', 'Conectividad']],
  ['sociedad', ['Ambiente']],
  ['economia', ['Empleo', 'Ferias']],
  ['sociedad', ['Transporte', 'Barrios']],
  ['economia', ['Campo', 'Clima']],
  ['tecnologia', ['Ciencia', 'Campo']],
  ['sociedad', ['Solidaridad']],
  ['cultura', ['Patrimonio']],
  ['sociedad', ['Salud', 'Barrios']],
  ['policiales', ['Tránsito', 'Seguridad vial']],
];

function toHtml({ parrafos, cita, subtitulo }: NewsDraft): string {
  const [first = '', second = '', ...rest] = parrafos;
  return [
    `<p>${first}</p>`,
    `<p>${second}</p>`,
    `<blockquote><p>“${cita[0]}”</p><p>— ${cita[1]}</p></blockquote>`,
    ...(subtitulo ? [`<h2>${subtitulo}</h2>`] : []),
    ...rest.map((paragraph) => `<p>${paragraph}</p>`),
  ].join('\n');
}

/**
 * 64 news items over 12 provinces, newest first: five within the last 48 hours, the rest spread
 * over the previous two months. Within a province no topic repeats, so titles are unique.
 */
export function buildDemoNews(
  prng: Prng,
  media: MediaPlan,
  {
    now,
    authors,
    landscapes,
  }: { now: Date; authors: { admin: DemoUser; redactor: DemoUser }; landscapes: number },
): NoticiaRow[] {
  const slots = DEMO_REGIONS.flatMap((region, regionIndex) =>
    Array.from({ length: region.noticias }, (_, k) => ({ region, regionIndex, k, order: prng.next() })),
  ).sort((a, b) => a.order - b.order);

  const slugs = new Set<string>();
  return slots.map(({ region, regionIndex, k }, i) => {
    // 7 is coprime with 20: a province's k-th story never repeats a topic it already had.
    const topicIndex = (regionIndex * 3 + k * 7) % NEWS_TOPICS.length;
    const topic = NEWS_TOPICS[topicIndex] ?? NEWS_TOPICS[0]!;
    const draft = topic({
      ciudad: region.ciudades[k % region.ciudades.length] ?? region.nombre,
      region,
      barrio: prng.pick(BARRIOS),
      persona: personName(prng.next),
      n: prng.int,
    });
    const ageMs =
      i < 5
        ? (1 + i * 8 + prng.next() * 6) * HOUR_MS
        : (2 + ((i - 5) * 58) / 59) * DAY_MS + prng.next() * 12 * HOUR_MS;
    const author = i % 4 === 0 ? authors.admin : authors.redactor;
    const _id = prng.hex(24);
    const texto = toHtml(draft);
    const [categoria, etiquetas] = TOPIC_MODEL[topicIndex] ?? TOPIC_MODEL[0]!;
    let slug = slugify(draft.titulo);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(draft.titulo)}-${n}`;
    slugs.add(slug);
    return {
      _id,
      titulo: draft.titulo,
      provincia: region.provincia,
      descripcion: draft.descripcion,
      texto,
      img_portada: media.add(`noticias/${_id}.jpg`, { kind: 'landscape', index: i % landscapes }),
      editor: fullName(author),
      fotoEditor: author.foto,
      search_text: newsSearchText({ titulo: draft.titulo, descripcion: draft.descripcion, texto }),
      created_at: new Date(now.getTime() - ageMs).toISOString(),
      actualizado_en: new Date(now.getTime() - ageMs).toISOString(),
      categoria,
      ...storedTags(etiquetas),
      slug,
    };
  });
}
