import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { getScreen } from '../layouts/registry';
import { useTenant } from '../tenant/tenant-context';
import { shellMessages } from './messages';
import { ScreenSkeleton } from './screen-skeleton';

/** A failed lazy chunk (offline, or a deploy replaced the hashes) must not blank the whole app. */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Plain components already in the first load: a failed chunk must not need another chunk to explain itself.
    return (
      <Stack role="alert" spacing={2} sx={{ p: 4, alignItems: 'center', textAlign: 'center' }}>
        <Typography color="error" sx={{ fontWeight: 600 }}>
          <FormattedMessage {...shellMessages.screenLoadFailed} />
        </Typography>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          <FormattedMessage {...shellMessages.retry} />
        </Button>
      </Stack>
    );
  }
}

/**
 * Renders the tenant layout's variant of a registered screen, loading it lazily. While its chunk loads it shows the
 * same skeleton as the static shell of index.html, so the page keeps its frame from first paint to the screen.
 */
export function ScreenView({ screen }: { screen: string }) {
  const { layout } = useTenant();
  const Screen = getScreen(screen, layout);
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<ScreenSkeleton />}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
