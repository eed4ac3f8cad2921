import Paper from '@mui/material/Paper';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { sampleConfig } from '../testing/sample-config';
import { OutlinedPanel } from './outlined-panel';

const PAINT = [
  'display',
  'background-color',
  'color',
  'transition',
  'border-radius',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'padding',
  'box-shadow',
  'background-image',
];

function paint(element: Element) {
  const style = getComputedStyle(element);
  return Object.fromEntries(PAINT.map((property) => [property, style.getPropertyValue(property)]));
}

test('OutlinedPanel is painted as the outlined Paper, under a tenant theme and with sx', () => {
  const theme = createTenantTheme(sampleConfig().theme);
  render(
    <ThemeProvider theme={theme}>
      <OutlinedPanel data-testid="light" sx={{ px: 2, py: 1 }} />
      <Paper variant="outlined" data-testid="heavy" sx={{ px: 2, py: 1 }} />
    </ThemeProvider>,
  );
  const light = paint(screen.getByTestId('light'));
  expect(light['border-top']).toContain('1px solid');
  expect(light['border-radius']).toBe('12px');
  expect(light).toEqual(paint(screen.getByTestId('heavy')));
});
