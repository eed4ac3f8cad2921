import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { INFINITE_SCROLL_THRESHOLD_PX } from '../../shared/constants/discovery';

/**
 * Loads the next page when the end of a list comes within 100 px of the viewport (seed 000 §2). `pages` changes
 * after each load, so a sentinel that stays visible on a short screen asks again.
 */
export function LoadMoreSentinel({ onReach, active, pages }: { onReach: () => void; active: boolean; pages: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, pages]);
  return <Box ref={ref} data-testid="load-more" sx={{ height: 1 }} aria-hidden />;
}
