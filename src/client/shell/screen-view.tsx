import { Component, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { FormattedMessage } from 'react-intl';
import { screenRegistry } from '../layouts/registry';
import { useTenant } from '../tenant/tenant-context';
import { shellMessages } from './messages';
import { ScreenSkeleton } from './screen-skeleton';

// Drawn with the theme, not with MUI's Stack, Typography and Button: a failed chunk must not need another chunk to
// explain itself, and the first load carries no MUI component the first screens do not need.
const FailedPanel = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(4),
  textAlign: 'center',
}));

const FailedText = styled('p')(({ theme }) => ({
  ...theme.typography.body1,
  margin: 0,
  fontWeight: 600,
  color: theme.palette.error.main,
}));

/** MUI's outlined Button look, in the brand's on-page shade. */
const RetryButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  padding: '5px 15px',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.alpha(theme.palette.primaryOnPage.main, 0.5)}`,
  backgroundColor: 'transparent',
  color: theme.palette.primaryOnPage.main,
  cursor: 'pointer',
  '@media (hover: hover)': {
    '&:hover': {
      borderColor: theme.palette.primaryOnPage.main,
      backgroundColor: theme.alpha(theme.palette.primaryOnPage.main, theme.palette.action.hoverOpacity),
    },
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primaryOnPage.main}`, outlineOffset: 2 },
}));

/** A failed lazy chunk (offline, or a deploy replaced the hashes) must not blank the whole app. */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <FailedPanel role="alert">
        <FailedText>
          <FormattedMessage {...shellMessages.screenLoadFailed} />
        </FailedText>
        <RetryButton type="button" onClick={() => window.location.reload()}>
          <FormattedMessage {...shellMessages.retry} />
        </RetryButton>
      </FailedPanel>
    );
  }
}

/**
 * Renders the tenant layout's variant of a registered screen, loading its chunk first. While the chunk loads it shows
 * the same skeleton as the static shell of index.html, so the page keeps its frame from first paint to the screen.
 */
export function ScreenView({ screen }: { screen: string }) {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<ScreenSkeleton />}>
        <LoadedScreen screen={screen} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/**
 * The screen once its chunk is there, the skeleton until then. Not React.lazy under Suspense: React 19 holds back
 * the commit that replaces a Suspense fallback until 300 ms after the fallback appeared (its throttle of reveals), so
 * a lazy screen showed at the earliest 300 ms after the skeleton, whatever its chunk and data took (issue 14: the
 * cart's content, its LCP, waited for it). A state update when the chunk arrives is no reveal, and commits at once.
 */
function LoadedScreen({ screen }: { screen: string }) {
  const { layout } = useTenant();
  const Screen = screenRegistry.loadedScreen(screen, layout);
  // What the last load came to, a new object each time so that every arrival re-renders (the next screen in this
  // slot arrives after the last one did): the screen draws on it, or its error is thrown below.
  const [outcome, setOutcome] = useState<{ error?: unknown }>();
  // Asked for while rendering, as React.lazy does (an effect asks only after the commit); the effect waits for the
  // same request, and reports its failure to the error boundary.
  if (!Screen) void screenRegistry.preload(screen, layout).catch(() => undefined);
  useEffect(() => {
    if (Screen) return undefined;
    let current = true;
    screenRegistry.preload(screen, layout).then(
      () => current && setOutcome({}),
      (error: unknown) => current && setOutcome({ error }),
    );
    return () => {
      current = false;
    };
  }, [Screen, screen, layout]);
  if (outcome && 'error' in outcome) throw outcome.error;
  return Screen ? <Screen /> : <ScreenSkeleton />;
}
