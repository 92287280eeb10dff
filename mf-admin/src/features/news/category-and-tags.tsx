import { useState, type KeyboardEvent } from 'react';
import { MAX_TAGS, TAG_MAX_LENGTH, slugify } from '@portal/contracts';
import { apiUrl, useApi } from '@portal/ui';
import { Field } from '../../shared/forms/field';
import formStyles from '../../shared/forms/form.module.css';
import styles from './news.module.css';

/**
 * The news item's category (DESIGN §12): the editable list, or none. Controlled by its value:
 * the list arrives after the form, and a select left to itself would fall back to 'Sin
 * categoría' when the stored option it had chosen is replaced by the list's own.
 */
export function CategorySelect({
  stored,
  value,
  onChange,
}: {
  stored: string;
  value: string;
  onChange: (slug: string) => void;
}) {
  const categorias = useApi(apiUrl('/api/categorias')).data?.categorias;
  const options = categorias ?? [];
  return (
    <Field label="Categoría">
      {(control) => (
        <select
          {...control}
          className={`${formStyles.input} ${formStyles.select}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Sin categoría</option>
          {options.map((category) => (
            <option key={category._id} value={category.slug}>
              {category.nombre}
            </option>
          ))}
          {/* Until the list arrives (or if its category is gone), the stored one stays chosen. */}
          {stored && !options.some((category) => category.slug === stored) && (
            <option value={stored}>{stored}</option>
          )}
        </select>
      )}
    </Field>
  );
}

/**
 * Free tags (up to MAX_TAGS): typed and added with Enter or a comma, each removable; the tags
 * already in use are suggested as one types (GET /api/etiquetas).
 */
export function TagInput({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const [typed, setTyped] = useState('');
  const query = typed.trim();
  const suggestions = useApi(query ? apiUrl('/api/etiquetas', { params: { query: { q: query } } }) : null)
    .data?.etiquetas;
  const full = value.length >= MAX_TAGS;

  const add = (text: string) => {
    const tag = text.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
    if (!tag || full || value.some((existing) => slugify(existing) === slugify(tag))) return setTyped('');
    onChange([...value, tag]);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(typed);
    } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Field label="Etiquetas" hint={`Enter o coma para agregar; hasta ${MAX_TAGS}.`}>
      {(control) => (
        <div className={styles.tags}>
          {value.length > 0 && (
            <ul className={styles.tagList} aria-label="Etiquetas elegidas">
              {value.map((tag) => (
                <li key={tag} className={styles.tag}>
                  {tag}
                  <button
                    type="button"
                    aria-label={`Quitar etiqueta ${tag}`}
                    onClick={() => onChange(value.filter((other) => other !== tag))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            {...control}
            className={formStyles.input}
            list={`${control.id}-sugerencias`}
            value={typed}
            maxLength={TAG_MAX_LENGTH}
            disabled={full}
            placeholder={full ? 'Límite de etiquetas alcanzado' : 'Agregar etiqueta'}
            onChange={(event) => {
              const next = event.target.value;
              // Picking a suggestion fills the whole name at once: it is added.
              if (suggestions?.some((s) => s.nombre === next) && next.length - typed.length > 1) add(next);
              else setTyped(next);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => add(typed)}
          />
          <datalist id={`${control.id}-sugerencias`}>
            {(suggestions ?? []).map((suggestion) => (
              <option key={suggestion.slug} value={suggestion.nombre} />
            ))}
          </datalist>
        </div>
      )}
    </Field>
  );
}
