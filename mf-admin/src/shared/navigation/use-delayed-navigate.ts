import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Spec §9: the pause before moving on after saving an ad, an album or the account. */
export const REDIRECT_DELAY_MS = 1500;

/**
 * Runs `then` (usually a navigation) after the spec's delay, unless the screen is left first.
 * `const later = useDelayedNavigate(); later('/publicidad');`
 */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string | (() => void), delay = REDIRECT_DELAY_MS) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => (typeof to === 'string' ? navigate(to) : to()), delay);
    },
    [navigate],
  );
}
