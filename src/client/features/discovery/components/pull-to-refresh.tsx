import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

/** How far (px) a downward drag at the top of the page must travel to refresh. */
export const PULL_DISTANCE_PX = 70;

/**
 * Pull to refresh (seed 000 section 2, category merchants): dragging down from the top of the page by 70 px calls
 * `onRefresh`. Touch only; the screen also offers a Refresh button for mouse and keyboard users.
 */
export function PullToRefresh({
  onRefresh,
  refreshing,
  children,
}: {
  onRefresh: () => void;
  refreshing: boolean;
  children: ReactNode;
}) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  return (
    <Box
      onTouchStart={(event) => {
        start.current = window.scrollY <= 0 ? event.touches[0].clientY : null;
      }}
      onTouchMove={(event) => {
        if (start.current !== null) setPull(Math.max(0, event.touches[0].clientY - start.current));
      }}
      onTouchEnd={() => {
        if (pull >= PULL_DISTANCE_PX) onRefresh();
        start.current = null;
        setPull(0);
      }}
    >
      {(refreshing || pull > 0) && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1, height: refreshing ? 40 : Math.min(pull, 60) }}>
          <CircularProgress
            size={24}
            aria-label="refreshing"
            variant={refreshing ? 'indeterminate' : 'determinate'}
            value={Math.min(100, (pull / PULL_DISTANCE_PX) * 100)}
          />
        </Box>
      )}
      {children}
    </Box>
  );
}
