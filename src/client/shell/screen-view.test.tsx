import { act, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { registerScreen } from '../layouts/registry';
import { renderWithProviders } from '../testing/render-with-providers';
import { sampleConfig } from '../testing/sample-config';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { TenantProvider } from '../tenant/tenant-context';
import { ScreenView } from './screen-view';

/** The slot the app's routes fill: one ScreenView whose screen changes on a navigation (`showScreen`). */
function renderScreen(screenId: string) {
  const config = sampleConfig();
  let showScreen: (id: string) => void = () => undefined;
  function Slot() {
    const [id, setId] = useState(screenId);
    showScreen = setId;
    return <ScreenView screen={id} />;
  }
  renderWithProviders(
    <TenantProvider config={config}>
      <ThemeProvider theme={createTenantTheme(config.theme)}>
        <Slot />
      </ThemeProvider>
    </TenantProvider>,
  );
  return { showScreen: (id: string) => act(() => showScreen(id)) };
}

describe('ScreenView', () => {
  it('draws a screen as soon as its chunk arrives, not 300 ms after the skeleton as a Suspense reveal would', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    registerScreen('chunk-on-its-way', { default: () => new Promise((resolve) => (arrive = resolve)) });
    renderScreen('chunk-on-its-way');
    expect(screen.getByTestId('screen-skeleton')).toBeInTheDocument();
    const skeletonShown = performance.now();
    // Outside act(): React's own scheduler decides when the screen commits, as in the browser.
    arrive({ default: () => <p>The screen</p> });
    // React 19 throttles the commit that replaces a Suspense fallback to 300 ms after the fallback appeared.
    expect(await screen.findByText('The screen', undefined, { timeout: 150 })).toBeInTheDocument();
    expect(performance.now() - skeletonShown).toBeLessThan(250);
    expect(screen.queryByTestId('screen-skeleton')).not.toBeInTheDocument();
  });

  it('draws the next screen of the same slot when its chunk arrives too (a navigation)', async () => {
    registerScreen('first-of-two', { default: () => Promise.resolve({ default: () => <p>First screen</p> }) });
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    registerScreen('second-of-two', { default: () => new Promise((resolve) => (arrive = resolve)) });
    const { showScreen } = renderScreen('first-of-two');
    expect(await screen.findByText('First screen')).toBeInTheDocument();
    showScreen('second-of-two');
    expect(screen.getByTestId('screen-skeleton')).toBeInTheDocument();
    arrive({ default: () => <p>Second screen</p> });
    expect(await screen.findByText('Second screen')).toBeInTheDocument();
  });

  it('shows the skeleton while a screen loads, then explains a chunk that failed and offers Try again', async () => {
    const config = sampleConfig();
    registerScreen('chunk-that-fails', { default: () => Promise.reject(new Error('ChunkLoadError')) });
    // React reports the caught error to the console; the boundary's panel is what this test looks at.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <TenantProvider config={config}>
        <ThemeProvider theme={createTenantTheme(config.theme)}>
          <ScreenView screen="chunk-that-fails" />
        </ThemeProvider>
      </TenantProvider>,
    );
    expect(screen.getByTestId('screen-skeleton')).toHaveAttribute('aria-label', 'Loading');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByTestId('screen-skeleton')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
