import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { sampleConfig } from '../testing/sample-config';
import { StatusBanner } from './status-banner';

const BOX = ['display', 'padding', 'margin', 'border-radius', 'color', 'background-color', 'font-size', 'line-height'];
const FLEX = [...BOX, 'align-items', 'margin-left', 'margin-right', 'opacity', 'overflow', 'min-width', 'font-weight'];

function paint(element: Element, properties: string[]) {
  const style = getComputedStyle(element);
  return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
}

/** The root and each part (icon, message, title, action) of a banner, in document order, as painted. */
function parts(root: HTMLElement) {
  return [root, ...root.querySelectorAll(':scope > *'), ...root.querySelectorAll(':scope > * > div')].map((part) =>
    paint(part, FLEX),
  );
}

test.each(['error', 'info', 'warning'] as const)(
  'an %s banner is painted as MUI Alert, with a title and an action',
  (severity) => {
    render(
      <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
        <StatusBanner severity={severity} title="Light" action={<Button size="small">Retry</Button>} sx={{ m: 2 }}>
          light text
        </StatusBanner>
        <Alert severity={severity} action={<Button size="small">Retry</Button>} sx={{ m: 2 }}>
          <AlertTitle>Heavy</AlertTitle>
          heavy text
        </Alert>
      </ThemeProvider>,
    );
    const [light, heavy] = screen.getAllByRole('alert');
    expect(parts(light)).toEqual(parts(heavy));
    expect(light.querySelector('svg path')?.getAttribute('d')).toBe(heavy.querySelector('svg path')?.getAttribute('d'));
  },
);

test('a notice can be announced politely instead, and shows nothing but its text without title or action', () => {
  render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <StatusBanner severity="info" role="status">
        Referral code ABC
      </StatusBanner>
    </ThemeProvider>,
  );
  const banner = screen.getByRole('status');
  expect(banner.textContent).toBe('Referral code ABC');
  expect(screen.queryByRole('button')).toBeNull();
});
