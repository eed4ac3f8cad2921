import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createTenantTheme } from '../../../tenant/create-tenant-theme';
import { sampleConfig } from '../../../testing/sample-config';
import { FingerprintToggle } from './fingerprint-toggle';

beforeEach(() => {
  // A secure page where WebAuthn exists, as on a phone over https.
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(window, 'PublicKeyCredential', {
    value: function PublicKeyCredential() {},
    configurable: true,
  });
});
afterEach(() => {
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});

function renderToggle(onChange: (checked: boolean) => void) {
  return render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <IntlProvider locale="en" defaultLocale="en">
        <FingerprintToggle checked={false} onChange={onChange} />
      </IntlProvider>
    </ThemeProvider>,
  );
}

test('the label shows at once over a box of the switch size; the switch it names arrives and toggles', async () => {
  const onChange = jest.fn();
  const { container } = renderToggle(onChange);
  const label = container.querySelector('label')!;
  expect(label.textContent).toMatch(/fingerprint/i);
  const held = label.firstElementChild as HTMLElement;
  expect([getComputedStyle(held).width, getComputedStyle(held).height]).toEqual(['58px', '38px']);
  const toggle = await screen.findByRole('switch', { name: /fingerprint/i });
  await act(async () => {
    fireEvent.click(toggle);
  });
  expect(onChange).toHaveBeenCalledWith(true);
});

test('nothing where WebAuthn cannot run', () => {
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  const { container } = renderToggle(() => undefined);
  expect(container.textContent).toBe('');
});
