import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { discoveryMessages as m } from '../messages';
import { ListError } from '../../../components/list-states';

/** The error banner of a list that failed to load (seed 000 section 8), with the server's message and a retry. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <ListError
      error={error}
      retryLabel={intl.formatMessage(m.retry)}
      onRetry={onRetry}
      fallback={intl.formatMessage(m.loadFailed)}
    />
  );
}

export function Loading() {
  return (
    <Stack sx={{ alignItems: 'center', py: 3 }}>
      <CircularProgress size={28} aria-label="loading" />
    </Stack>
  );
}

/** 'Merchantsnotfound' and other empty lists. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }} role="status">
      {text}
    </Typography>
  );
}
