import { useParams } from 'react-router-dom';
import { findProvince, provinceDisplayName } from '@portal/contracts';
import { AdsColumn, CardGrid, usePageTitle } from '@portal/ui';
import { isMissingList, isPastLastPage, MissingList, PastLastPage, Pagination } from '@portal/ui/paging';
import { agendaHref, useAgendaPage } from '../shared/agenda-api';
import { EventCard } from '../shared/event-card';
import { ProvinceFilter } from './province-filter';
import styles from './agenda-list-page.module.css';

/** /agenda/:limit/:page and /agenda/:prov/:limit/:page */
export default function AgendaListPage() {
  const { prov, limit = '9', page = '1' } = useParams();
  const province = prov ? provinceDisplayName(findProvince(prov) ?? prov) : undefined;
  const title = `${process.env.AGENDA_TITLE}: ${province ?? 'Próximos eventos'}`;
  usePageTitle(title);
  const { data, error, loading } = useAgendaPage(limit, page, prov);

  return (
    <div className="container">
      <h1 className={styles.heading}>{title}</h1>
      <div className={styles.layout}>
        <div className={styles.filter}>
          <ProvinceFilter current={province} limit={limit} />
        </div>
        <div className={styles.main}>
          {loading && !data ? (
            <p className={styles.status} role="status">
              CARGANDO...
            </p>
          ) : isMissingList(error) || (prov !== undefined && !findProvince(prov)) ? (
            <MissingList href="/agenda/9/1" label="Ver la agenda" />
          ) : error ? (
            <p className={styles.status}>No pudimos cargar la agenda.</p>
          ) : data && isPastLastPage(data) ? (
            <PastLastPage totalPages={data.totalPages} href={agendaHref(limit, data.totalPages, prov)} />
          ) : !data || data.docs.length === 0 ? (
            <p className={styles.status}>No hay eventos</p>
          ) : (
            <>
              <CardGrid>
                {data.docs.map((item, index) => (
                  <EventCard key={item._id} item={item} priority={index === 0} headingLevel={2} />
                ))}
              </CardGrid>
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                hasPrevPage={data.hasPrevPage}
                hasNextPage={data.hasNextPage}
                hrefFor={(n) => agendaHref(limit, n, prov)}
              />
            </>
          )}
        </div>
        {/* After the events in the document, as on a phone's screen: a slow link brings the HTML in
            pieces and a phone paints each, so ads drawn before the events would be pushed down. */}
        <div className={styles.ads}>
          <AdsColumn section="agenda" />
        </div>
      </div>
    </div>
  );
}
