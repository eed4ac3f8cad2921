import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { INFINITE_SCROLL_THRESHOLD_PX } from '../../../../shared/constants/discovery';

interface InfiniteScrollSentinelProps {
  /** Called when the end of the list comes within 100 px of the viewport. */
  onReach: () => void;
  /** False while a page loads or when everything is loaded. */
  active: boolean;
  /** Changes after every loaded page, so a sentinel that stays in view asks again (a short first screen). */
  loadedPages: number;
}

/**
 * The end of an infinite list (seed 000 section 2: threshold 100 px). An IntersectionObserver with a 100 px bottom
 * margin fires before the end scrolls into view; browsers without it fall back to a scroll listener.
 */
export function InfiniteScrollSentinel({ onReach, active, loadedPages }: InfiniteScrollSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onReachRef = useRef(onReach);
  onReachRef.current = onReach;

  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const check = () => {
        if (element.getBoundingClientRect().top - window.innerHeight <= INFINITE_SCROLL_THRESHOLD_PX)
          onReachRef.current();
      };
      window.addEventListener('scroll', check, { passive: true });
      check();
      return () => window.removeEventListener('scroll', check);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, loadedPages]);

  return <Box ref={ref} data-testid="infinite-scroll-sentinel" sx={{ height: 1 }} aria-hidden />;
}
