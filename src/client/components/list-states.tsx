// Loading, failure and empty states shared by list screens (seed 000 §8: failed loads show the error banner).
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { INFINITE_SCROLL_THRESHOLD_PX } from '../../shared/constants/discovery';
import type { SxProps, Theme } from '@mui/material/styles';
import { StatusBanner } from './status-banner';

export function ListLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress size={28} aria-label={label} />
    </Box>
  );
}

/** The error banner with the server's message (or `fallback`) and a retry button. */
/** A failed load with a Retry button; `fallback` stands in when the error has no message of its own. */
export function ListError(props: {
  error: Error;
  retryLabel: string;
  onRetry: () => void;
  fallback?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <StatusBanner
      severity="error"
      sx={props.sx}
      action={
        <Button color="inherit" size="small" onClick={props.onRetry}>
          {props.retryLabel}
        </Button>
      }
    >
      {props.error.message || props.fallback}
    </StatusBanner>
  );
}

export function ListEmpty({ text }: { text: string }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 5 }}>
      {text}
    </Typography>
  );
}

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
