import { screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { registerScreen } from '../layouts/registry';
import { renderWithProviders } from '../testing/render-with-providers';
import { sampleConfig } from '../testing/sample-config';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { TenantProvider } from '../tenant/tenant-context';
import { ScreenView } from './screen-view';

describe('ScreenView', () => {
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
