import {
  buildPage,
  type StaffEventOrder,
  type StaffListQuery,
  type Evento,
  type EventoListItem,
  type Page,
  type PageRequest,
  type Province,
} from '@portal/contracts';
import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { everyWordIn, foldedColumn } from '../content/staff-list-search.ts';
import type { AppDatabase } from '../db/database.ts';
import { eventos } from '../db/schema.ts';
import { slugOf } from '../content/slugs.ts';
import { withResponsiveImages } from '../content/responsive-images.ts';
import { focusColumn, withFocus } from '../media/media-library.ts';

/** Every field of an event but its HTML body: what lists answer. */
const listColumns = {
  _id: eventos._id,
  titulo: eventos.titulo,
  flayer: eventos.flayer,
  flayer_alt: eventos.flayer_alt,
  flayer_credito: eventos.flayer_credito,
  provincia: eventos.provincia,
  fecha: eventos.fecha,
  direccion: eventos.direccion,
  horario: eventos.horario,
  created_at: eventos.created_at,
  slug: eventos.slug,
  /** The flyer's focal point in the media library, when off the centre (answered as imagen_foco). */
  foco_flayer: focusColumn(eventos.flayer),
};

/** The flyer's alt text and credit only when given, so that other events keep their exact shape. */
function withImageText<
  T extends {
    flayer_alt: string;
    flayer_credito: string;
    titulo: string;
    slug: string;
    foco_flayer: string | null;
  },
>({ flayer_alt, flayer_credito, foco_flayer, ...event }: T) {
  return {
    ...event,
    slug: slugOf(event),
    ...(flayer_alt ? { flayer_alt } : {}),
    ...(flayer_credito ? { flayer_credito } : {}),
    ...withFocus(foco_flayer),
  };
}

const today = sql.placeholder('today');
const provincia = sql.placeholder('provincia');

/**
 * The agenda's order (docs/api.md): events from today on by fecha ascending, then past ones by
 * fecha descending; the id breaks ties so that pages never overlap.
 */
const upcomingFirstFrom = (today: SQLWrapper | string) => [
  asc(sql`${eventos.fecha} < ${today}`),
  asc(sql`CASE WHEN ${eventos.fecha} >= ${today} THEN ${eventos.fecha} END`),
  desc(eventos.fecha),
  asc(eventos._id),
];
const upcomingFirst = upcomingFirstFrom(today);

export interface EventsQuery {
  /** Today in Argentina (`YYYY-MM-DD`): where upcoming ends and past begins. */
  today: string;
  /** Only this province's events; all of them when left out. */
  provincia?: Province;
}

/** The events queries of the public API, each statement built once. */
export function createEventsQueries(db: AppDatabase) {
  const countAll = db.select({ n: count() }).from(eventos).prepare();
  const countOfProvince = db
    .select({ n: count() })
    .from(eventos)
    .where(eq(eventos.provincia, provincia))
    .prepare();
  const page = db
    .select(listColumns)
    .from(eventos)
    .orderBy(...upcomingFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
  const pageOfProvince = db
    .select(listColumns)
    .from(eventos)
    .where(eq(eventos.provincia, provincia))
    .orderBy(...upcomingFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
  const byId = db
    .select({ ...listColumns, texto: eventos.texto })
    .from(eventos)
    .where(eq(eventos._id, sql.placeholder('id')))
    .limit(1)
    .prepare();

  return {
    /** `GET /api/eventos/:limit/:page` and `/api/eventos/:prov/:limit/:page`: upcoming first, then past. */
    async listEventsUpcomingFirst(query: EventsQuery, paging: PageRequest): Promise<Page<EventoListItem>> {
      const values = { today: query.today, limit: paging.limit, offset: (paging.page - 1) * paging.limit };
      const [[total], docs] = await Promise.all(
        query.provincia === undefined
          ? [countAll.all(), page.all(values)]
          : [
              countOfProvince.all({ provincia: query.provincia }),
              pageOfProvince.all({ ...values, provincia: query.provincia }),
            ],
      );
      return buildPage(docs.map(withImageText), { ...paging, totalDocs: total?.n ?? 0 });
    },

    /** `GET /api/evento/:id`: one event with its body, or undefined. */
    async findEventById(id: string): Promise<Evento | undefined> {
      const event = await byId.get({ id });
      // The body spans the article's column, as a news item's does.
      return event && { ...withImageText(event), texto: withResponsiveImages(event.texto) };
    },
  };
}

/** The back office's events list: BUSCAR, the province filter and the sortable columns. */
export interface StaffEventsFilters extends StaffListQuery {
  /** Today in Argentina, for the agenda's order. */
  today: string;
  /** Only this province's events; `null`: a name that is no province (nothing matches). */
  provincia?: Province | null;
  /** A column's order instead of the agenda's. */
  orden?: StaffEventOrder;
}

const STAFF_EVENT_ORDER: Record<StaffEventOrder, SQL[]> = {
  fecha: [asc(eventos.fecha), asc(eventos.created_at), asc(eventos._id)],
  '-fecha': [desc(eventos.fecha), desc(eventos.created_at), desc(eventos._id)],
  creado: [asc(eventos.created_at), asc(eventos._id)],
  '-creado': [desc(eventos.created_at), desc(eventos._id)],
};

/**
 * `GET /api/redaccion/eventos/:limit/:page?q=&prov=&orden=`: a page of every event, in the
 * agenda's order or by Fecha or Creado; BUSCAR matches titulo and provincia.
 */
export async function listEventsForStaff(
  db: AppDatabase,
  { q, today, provincia, orden }: StaffEventsFilters,
  paging: PageRequest,
): Promise<Page<EventoListItem>> {
  if (provincia === null) return buildPage([], { ...paging, totalDocs: 0 });
  const where = and(
    provincia === undefined ? undefined : eq(eventos.provincia, provincia),
    everyWordIn(q, [foldedColumn(eventos.titulo), foldedColumn(eventos.provincia)]),
  );
  const [[total], docs] = await Promise.all([
    db.select({ n: count() }).from(eventos).where(where),
    db
      .select(listColumns)
      .from(eventos)
      .where(where)
      .orderBy(...(orden ? STAFF_EVENT_ORDER[orden] : upcomingFirstFrom(today)))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
  ]);
  return buildPage(docs.map(withImageText), { ...paging, totalDocs: total?.n ?? 0 });
}
