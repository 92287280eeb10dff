import { useEffect, useState } from 'react';
import { PRESENCE_HEARTBEAT_MS } from '@portal/contracts';
import { fetchNewsroomPresence } from '../news-api';

/** Who has each story open now (item id → their names), asked again every 20 s, for the news table. */
export function useNewsroomPresence(): ReadonlyMap<string, string[]> {
  const [byItem, setByItem] = useState<ReadonlyMap<string, string[]>>(new Map());
  useEffect(() => {
    let live = true;
    const load = async () => {
      try {
        const { presencia } = await fetchNewsroomPresence();
        const next = new Map<string, string[]>();
        for (const { noticia_id, nombre } of presencia)
          next.set(noticia_id, [...(next.get(noticia_id) ?? []), nombre]);
        if (live) setByItem(next);
      } catch {
        // The marks wait for the next round.
      }
    };
    void load();
    const timer = setInterval(() => void load(), PRESENCE_HEARTBEAT_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return byItem;
}
