import type { NewsState } from '@portal/contracts';
import { formatArgentinaDateTime } from '../../shared/time/argentina-time';

/** The list's filter: every state, or one. */
export const NEWS_STATE_FILTERS = [
  { value: '', label: 'Todas' },
  { value: 'borrador', label: 'Borrador' },
  { value: 'revision', label: 'En revisión' },
  { value: 'programada', label: 'Programada' },
  { value: 'publicada', label: 'Publicada' },
] as const satisfies readonly { value: NewsState | ''; label: string }[];
export type NewsStateFilter = (typeof NEWS_STATE_FILTERS)[number]['value'];

/** 'Borrador', 'Programada 01-06-2026 06:00' (Argentina's time) or 'Publicada'. */
export function newsStateLabel({ estado, publicar_en }: { estado: NewsState; publicar_en: string | null }) {
  if (estado === 'borrador') return 'Borrador';
  if (estado === 'revision') return 'En revisión';
  if (estado === 'programada')
    return publicar_en ? `Programada ${formatArgentinaDateTime(publicar_en)}` : 'Programada';
  return 'Publicada';
}

/** The state's word and, for a scheduled item, its time apart ('Programada', '01-06-2026 06:00'). */
export function newsStateParts(item: { estado: NewsState; publicar_en: string | null }) {
  const when =
    item.estado === 'programada' && item.publicar_en ? formatArgentinaDateTime(item.publicar_en) : '';
  return { label: newsStateLabel({ ...item, publicar_en: null }), when };
}
