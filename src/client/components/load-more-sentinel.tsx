import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { INFINITE_SCROLL_THRESHOLD_PX } from '../../shared/constants/discovery';

/** What the sentinel reads of an infinite query (react-query's useInfiniteQuery result). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
  data?: { pages: unknown[] };
}

/**
 * The end of an infinite list: the next page loads when the end comes within 100 px of the viewport (seed 000 §2).
 * It waits while the query fetches anything (its next page, or a refetch of the pages it has, which would swallow a
 * next page asked for meanwhile) and watches again once the fetch ends: an observer fires as soon as it starts
 * watching an element already in view, so an end still in view after a page (a short screen) or after a refetch
 * asks again rather than waiting for a scroll. Browsers without IntersectionObserver fall back to scroll events.
 */
export function LoadMoreSentinel({ query }: { query: PagedQuery }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(query.fetchNextPage);
  latest.current = query.fetchNextPage;
  const active = query.hasNextPage && !query.isFetching && !query.isError;
  const pages = query.data?.pages.length ?? 0;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    const reach = () => void latest.current();
    if (typeof IntersectionObserver === 'undefined') {
      const check = () => {
        if (element.getBoundingClientRect().top - window.innerHeight <= INFINITE_SCROLL_THRESHOLD_PX) reach();
      };
      window.addEventListener('scroll', check, { passive: true });
      check();
      return () => window.removeEventListener('scroll', check);
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reach(), {
      rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, pages]);
  return <Box ref={ref} data-testid="load-more" sx={{ height: 1 }} aria-hidden />;
}
