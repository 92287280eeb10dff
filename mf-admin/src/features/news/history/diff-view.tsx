import { useMemo } from 'react';
import { diffWords, htmlToText } from './word-diff';
import styles from './history.module.css';

/** The fields a comparison shows, older and newer. */
export interface ComparedNews {
  titulo: string;
  descripcion: string;
  texto: string;
}

const FIELDS = [
  { key: 'titulo', label: 'Titulo' },
  { key: 'descripcion', label: 'Descripción' },
  { key: 'texto', label: 'Texto' },
] as const;

/**
 * What changed from `older` to `newer`, word by word: removed words struck through in red,
 * added ones underlined in green; a field without changes says so.
 */
export function DiffView({ older, newer }: { older: ComparedNews; newer: ComparedNews }) {
  const fields = useMemo(
    () =>
      FIELDS.map(({ key, label }) => {
        const read = (news: ComparedNews) => (key === 'texto' ? htmlToText(news.texto) : news[key]);
        return { key, label, parts: diffWords(read(older), read(newer)) };
      }),
    [older, newer],
  );
  return (
    <div className={styles.diff}>
      {fields.map(({ key, label, parts }) => (
        <section key={key} className={styles.diffField} aria-label={label}>
          <h3 className={styles.diffLabel}>
            {label}
            {parts.every((part) => part.change === 'same') && (
              <span className={styles.unchanged}> (sin cambios)</span>
            )}
          </h3>
          <p className={styles.diffText}>
            {parts.map((part, index) =>
              part.change === 'added' ? (
                <ins key={index}>{part.text}</ins>
              ) : part.change === 'removed' ? (
                <del key={index}>{part.text}</del>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </section>
      ))}
    </div>
  );
}
