import { useMemo, type FormEvent } from 'react';
import { TextField } from '../forms/text-field';
import { useUrlQuery } from '../navigation/use-url-query';
import { buttonClass } from '../ui/button-class';
import { readRange, type ReportRange } from './report-range';
import styles from './reports.module.css';

/** The report's days, from the screen's URL (the last 30 days when it names none). */
export function useReportRange(): { range: ReportRange; setRange: (range: ReportRange) => void } {
  const { params, update } = useUrlQuery();
  const range = useMemo(() => readRange(params, new Date()), [params]);
  return { range, setRange: (next) => update({ desde: next.desde, hasta: next.hasta }) };
}

/** Desde / Hasta and VER; reversed days are put in order rather than refused. */
export function RangeForm({
  range,
  onChange,
  label,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
  label: string;
}) {
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const desde = String(form.get('desde') ?? '') || range.desde;
    const hasta = String(form.get('hasta') ?? '') || range.hasta;
    onChange(desde <= hasta ? { desde, hasta } : { desde: hasta, hasta: desde });
  };
  return (
    <form className={styles.range} onSubmit={apply} aria-label={label} key={`${range.desde}|${range.hasta}`}>
      <TextField label="Desde" name="desde" type="date" defaultValue={range.desde} required />
      <TextField label="Hasta" name="hasta" type="date" defaultValue={range.hasta} required />
      <button type="submit" className={buttonClass('primary')}>
        VER
      </button>
    </form>
  );
}
