// Loading, failure and empty states shared by list screens (seed 000 §8: failed loads show the error banner).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { StatusBanner } from './status-banner';

// Apart, so a screen that draws no paged list (the menu, the cart) does not load the sentinel; re-exported here so
// its importers stay as they were.
export { LoadMoreSentinel } from './load-more-sentinel';

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
