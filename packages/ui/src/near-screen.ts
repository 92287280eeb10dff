import { useEffect, useState } from 'react';

/**
 * True once `element` has come within `margin` of the screen (a CSS margin: `200px`), watched only
 * while `watching`. Stays true: what it unlocks (a picture, a section's code) is not taken back.
 */
export function useNearScreen(element: Element | null, margin: string, watching = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !watching || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near, watching]);
  return near;
}
