import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The screen's URL query as its state: what a list shows (search, page, filters) survives Back
 * and a reload, and can be shared. `update` changes some keys (undefined or '' removes one) and
 * replaces the history entry, so typing in a box adds no entries to Back.
 *
 *   const { params, update } = useUrlQuery();
 *   const estado = params.get('estado') ?? '';
 *   update({ estado: 'borrador', pagina: undefined });
 */
export function useUrlQuery() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      // The address bar, not the last render: two updates in one tick both count.
      const { pathname, search: current, hash } = window.location;
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      const text = next.toString();
      if (text === new URLSearchParams(current).toString()) return;
      navigate({ pathname, search: text ? `?${text}` : '', hash }, { replace: true });
    },
    [navigate],
  );
  return { params, update };
}
