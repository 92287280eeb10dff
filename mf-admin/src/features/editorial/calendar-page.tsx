import { Link } from 'react-router-dom';
import type { CalendarItem } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { useUrlQuery } from '../../shared/navigation/use-url-query';
import { argentinaToday, inArgentina } from '../../shared/time/argentina-time';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { useCalendar } from '../news/news-api';
import { calendarDays, dayLabel, rangeTitle, shiftAnchor, type CalendarView } from './calendar-days';
import styles from './editorial.module.css';

const WEEKDAYS = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'];
const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

/**
 * /calendario (privilege noticias): the editorial calendar, by week or by month, of the
 * scheduled stories (by their publishing time) and the published ones (by when they went out),
 * each linking to its edit screen, where it is rescheduled. The view and the day live in the URL.
 */
export default function CalendarPage() {
  usePageTitle('Calendario editorial');
  const { params, update } = useUrlQuery();
  const view: CalendarView = params.get('vista') === 'semana' ? 'semana' : 'mes';
  const today = argentinaToday();
  const anchor = isDay(params.get('dia')) ? params.get('dia')! : today;
  const days = calendarDays(view, anchor);
  const { data, error, loading } = useCalendar(days[0]!, days[days.length - 1]!);
  useLoginOnSessionLoss(error);

  const byDay = new Map<string, CalendarItem[]>();
  for (const item of data?.calendario ?? []) {
    const day = inArgentina(item.publicar_en).format('YYYY-MM-DD');
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const month = anchor.slice(0, 7);

  return (
    <>
      <PageHeader title="Calendario editorial" />
      <div className={styles.toolbar}>
        <h2 className={styles.range} aria-live="polite">
          {rangeTitle(view, anchor, days)}
        </h2>
        <button
          type="button"
          className={buttonClass('ghost', { small: true })}
          onClick={() => update({ dia: shiftAnchor(view, anchor, -1) })}
        >
          ‹ Anterior
        </button>
        <button
          type="button"
          className={buttonClass('ghost', { small: true })}
          onClick={() => update({ dia: undefined })}
        >
          Hoy
        </button>
        <button
          type="button"
          className={buttonClass('ghost', { small: true })}
          onClick={() => update({ dia: shiftAnchor(view, anchor, 1) })}
        >
          Siguiente ›
        </button>
        <span className={styles.views} role="group" aria-label="Vista">
          {(['semana', 'mes'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              className={buttonClass(view === option ? 'dark' : 'ghost', { small: true })}
              onClick={() => update({ vista: option === 'mes' ? undefined : option })}
            >
              {option === 'semana' ? 'Semana' : 'Mes'}
            </button>
          ))}
        </span>
      </div>
      <p className={styles.legend}>
        <span>
          <span className={styles.swatch} data-state="programada" />
          Programada
        </span>
        <span>
          <span className={styles.swatch} data-state="publicada" />
          Publicada
        </span>
        {loading && <span>Cargando…</span>}
      </p>
      <div className={`${styles.grid} ${view === 'semana' ? styles.week : ''}`} aria-busy={loading}>
        {WEEKDAYS.map((weekday) => (
          <div key={weekday} className={styles.weekday} aria-hidden="true">
            {weekday}
          </div>
        ))}
        {days.map((day) => {
          const items = byDay.get(day) ?? [];
          const classes = [
            styles.day,
            view === 'mes' && !day.startsWith(month) ? styles.outside : '',
            day === today ? styles.today : '',
            items.length === 0 ? styles.empty : '',
          ];
          return (
            <section key={day} className={classes.join(' ')} aria-label={dayLabel(day)}>
              <span className={styles.dayNumber}>{Number(day.slice(8))}</span>
              <span className={styles.dayLabel}>{dayLabel(day)}</span>
              {items.length > 0 && (
                <ul className={styles.items}>
                  {items.map((item) => (
                    <li key={item._id}>
                      <Link
                        to={`/editarnoticia/${item._id}`}
                        className={styles.item}
                        data-state={item.estado}
                        title={`${item.estado === 'programada' ? 'Programada' : 'Publicada'} · ${item.autor}`}
                      >
                        <span className={styles.time}>{inArgentina(item.publicar_en).format('HH:mm')}</span>
                        {item.titulo}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
