import { useEffect, useState } from 'react';
import { PRESENCE_HEARTBEAT_MS, type Presence } from '@portal/contracts';
import { leavePresence, sendPresence } from '../news-api';

/**
 * The edit screen says it has item `id` open as soon as it opens and every 20 s, and that it
 * left when it closes; it answers who else has the item open (DESIGN §11).
 */
export function usePresence(id: string | undefined): Presence[] {
  const [others, setOthers] = useState<Presence[]>([]);
  useEffect(() => {
    if (!id) return;
    let live = true;
    const beat = async () => {
      try {
        const { editando } = await sendPresence(id);
        if (live) setOthers(editando);
      } catch {
        // Offline for a moment, or the item is gone: the next beat tries again.
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS);
    return () => {
      live = false;
      clearInterval(timer);
      void leavePresence(id).catch(() => undefined);
    };
  }, [id]);
  return others;
}
