import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { FormattedMessage } from 'react-intl';
import { getScreen } from '../layouts/registry';
import { useTenant } from '../tenant/tenant-context';
import { shellMessages } from './messages';

/** A failed lazy chunk (offline, or a deploy replaced the hashes) must not blank the whole app. */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            <FormattedMessage {...shellMessages.retry} />
          </Button>
        }
      >
        <FormattedMessage {...shellMessages.screenLoadFailed} />
      </Alert>
    );
  }
}

/** Renders the tenant layout's variant of a registered screen, loading it lazily. */
export function ScreenView({ screen }: { screen: string }) {
  const { layout } = useTenant();
  const Screen = getScreen(screen, layout);
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<LinearProgress aria-label="loading" />}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
