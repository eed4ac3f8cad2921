import { screen } from '@testing-library/react';

describe('app start', () => {
  it('shows a visible, explained error screen when the page has no tenant config', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="root"></div>';
    await import('./main');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This app cannot start: its configuration is missing or invalid');
    expect(alert).toHaveTextContent('no <script id="livery-config" type="application/json">');
    expect(logged).toHaveBeenCalled();
  });
});
