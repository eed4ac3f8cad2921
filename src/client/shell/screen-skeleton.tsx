import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { shellMessages } from './messages';

/** Rows of the merchant list the landing screens show under their hero and categories. */
const LIST_ROWS = 3;

/**
 * The grey outline of a screen while its code and data load: the search bar, hero, categories and list rows of the
 * landing screen. It is the Suspense fallback of every screen and, rendered at build time, the body of each tenant's
 * index.html (src/client/app/static-shell.tsx), so the first paint needs no JavaScript and the app's first render
 * shows the same frame.
 */
export function ScreenSkeleton() {
  const intl = useIntl();
  return (
    <Stack
      spacing={2.5}
      sx={{ p: 2 }}
      role="progressbar"
      aria-busy="true"
      aria-label={intl.formatMessage(shellMessages.loading)}
      data-testid="screen-skeleton"
    >
      <Skeleton variant="rounded" height={40} sx={{ borderRadius: 6 }} />
      <Skeleton variant="rounded" height={188} />
      <Skeleton variant="text" width="35%" sx={{ fontSize: '1.25rem' }} />
      <Stack direction="row" spacing={2}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="circular" width={48} height={48} />
        ))}
      </Stack>
      <Skeleton variant="text" width="45%" sx={{ fontSize: '1.25rem' }} />
      {Array.from({ length: LIST_ROWS }, (_, i) => (
        <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="rounded" width={48} height={48} />
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
