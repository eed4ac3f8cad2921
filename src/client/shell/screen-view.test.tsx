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
    // On the clock of jest's fake timers, not the wall's: a busy CI machine once stalled this test for 2.3 s. React
    // and its scheduler keep the timer functions they find when first loaded, so they load afresh after the switch.
    jest.useFakeTimers();
    process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
    let isolated!: Awaited<ReturnType<typeof loadModules>>;
    const loadModules = async () => ({
      testingLibrary: await import('@testing-library/react'),
      screenView: await import('./screen-view'),
      registry: await import('../layouts/registry'),
      render: await import('../testing/render-with-providers'),
      styles: await import('@mui/material/styles'),
    });
    await jest.isolateModulesAsync(async () => {
      isolated = await loadModules();
    });
    const { testingLibrary, screenView, registry, render, styles } = isolated;
    try {
      let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
      registry.registerScreen('chunk-on-its-way', { default: () => new Promise((resolve) => (arrive = resolve)) });
      const config = sampleConfig();
      render.renderWithProviders(
        <styles.ThemeProvider theme={createTenantTheme(config.theme)}>
          <screenView.ScreenView screen="chunk-on-its-way" />
        </styles.ThemeProvider>,
        window.localStorage,
        { tenant: config },
      );
      expect(testingLibrary.screen.getByTestId('screen-skeleton')).toBeInTheDocument();
      // Outside act(): React's own scheduler decides when the screen commits, as in the browser.
      arrive({ default: () => <p>The screen</p> });
      // React 19 throttles the commit that replaces a Suspense fallback to 300 ms after the fallback appeared.
      await jest.advanceTimersByTimeAsync(100);
      expect(testingLibrary.screen.getByText('The screen')).toBeInTheDocument();
      expect(testingLibrary.screen.queryByTestId('screen-skeleton')).not.toBeInTheDocument();
    } finally {
      testingLibrary.cleanup();
      delete process.env.RTL_SKIP_AUTO_CLEANUP;
      jest.useRealTimers();
    }
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
