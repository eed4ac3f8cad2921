import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_THRESHOLD_PX } from '../../../../shared/constants/discovery';

/** Calls `onReach` when the returned element comes within 100 px of the viewport (seed 000 §9 threshold). */
export function useInfiniteSentinel(onReach: () => void, active: boolean) {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    const element = ref.current;
    if (!element || !active || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: `${INFINITE_SCROLL_THRESHOLD_PX}px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
