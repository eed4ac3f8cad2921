import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { createTenantTheme } from '../../../../tenant/create-tenant-theme';
import { sampleConfig } from '../../../../testing/sample-config';
import { Fold } from './fold';
import { ProgressLine } from './progress-line';

// The cart's own light parts against the MUI components they replace, under a tenant theme (its on-page overrides).
const theme = createTenantTheme(sampleConfig().theme);

function paint(element: Element, properties: string[]) {
  const style = getComputedStyle(element);
  return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
}

test('ProgressLine is painted and announced as the determinate LinearProgress in primary', () => {
  render(
    <ThemeProvider theme={theme}>
      <ProgressLine value={24.5} aria-label="light" sx={{ height: 8 }} />
      <LinearProgress variant="determinate" value={24.5} aria-label="heavy" sx={{ height: 8 }} />
    </ThemeProvider>,
  );
  const light = screen.getByRole('progressbar', { name: 'light' });
  const heavy = screen.getByRole('progressbar', { name: 'heavy' });
  const track = ['position', 'overflow', 'display', 'height', 'background-color', 'z-index'];
  const bar = ['position', 'width', 'left', 'top', 'bottom', 'transform', 'transform-origin', 'background-color'];
  expect(paint(light, track)).toEqual(paint(heavy, track));
  expect(paint(light.firstElementChild!, bar)).toEqual(paint(heavy.firstElementChild!, bar));
  for (const attribute of ['aria-valuenow', 'aria-valuemin', 'aria-valuemax'])
    expect(light.getAttribute(attribute)).toBe(heavy.getAttribute(attribute));
});

test('ProgressLine keeps an overfull value inside the track', () => {
  render(
    <ThemeProvider theme={theme}>
      <ProgressLine value={130} aria-label="full" />
    </ThemeProvider>,
  );
  expect(screen.getByRole('progressbar').firstElementChild).toHaveStyle({ transform: 'translateX(0%)' });
});

test('Fold shows its content when open and hides it from everyone when folded, as Collapse does', () => {
  const { rerender } = render(
    <ThemeProvider theme={theme}>
      <Fold open data-testid="fold">
        <button type="button">Latte</button>
      </Fold>
    </ThemeProvider>,
  );
  expect(screen.getByRole('button', { name: 'Latte' })).toBeVisible();
  rerender(
    <ThemeProvider theme={theme}>
      <Fold open={false} data-testid="fold">
        <button type="button">Latte</button>
      </Fold>
      <Collapse in={false} data-testid="collapse">
        <span>folded</span>
      </Collapse>
    </ThemeProvider>,
  );
  expect(screen.queryByRole('button', { name: 'Latte' })).toBeNull();
  expect(paint(screen.getByTestId('fold'), ['visibility'])).toEqual(
    paint(screen.getByTestId('collapse'), ['visibility']),
  );
});
