import Chip from '@mui/material/Chip';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { sampleConfig } from '../testing/sample-config';
import { Tag, TagButton } from './tag';

const ROOT = ['height', 'border-radius', 'font-size', 'color', 'background-color', 'border', 'display'];
const LABEL = ['padding-left', 'padding-right', 'overflow', 'text-overflow'];

function paint(element: Element, properties: string[]) {
  const style = getComputedStyle(element);
  return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
}

test.each([
  ['a grey label', { color: 'default', variant: 'filled', size: 'small' }],
  ['an outlined grey label', { color: 'default', variant: 'outlined', size: 'small' }],
  ['the brand outline (Joined)', { color: 'primary', variant: 'outlined', size: 'small' }],
  ['a green label (Open now)', { color: 'success', variant: 'filled', size: 'small' }],
  ['a red label (Sold out)', { color: 'error', variant: 'filled', size: 'small' }],
  ['a filled brand label (Trending)', { color: 'primary', variant: 'filled', size: 'small' }],
  ['the table of a dine-in cart', { color: 'primary', variant: 'outlined', size: 'medium' }],
  ['a grey medium label', { color: 'default', variant: 'filled', size: 'medium' }],
] as const)('%s is painted as the Chip of the same colour, variant and size', (_, props) => {
  // Sunny Mart-like light brand: primary outlines must come out in the on-page shade, as the theme paints Chip.
  const theme = createTenantTheme(sampleConfig().theme);
  render(
    <ThemeProvider theme={theme}>
      <Tag label="light" {...props} />
      <Chip label="heavy" {...props} />
    </ThemeProvider>,
  );
  const light = screen.getByText('light');
  const heavy = screen.getByText('heavy');
  expect(paint(light.parentElement!, ROOT)).toEqual(paint(heavy.parentElement!, ROOT));
  expect(paint(light, LABEL)).toEqual(paint(heavy, LABEL));
});

test.each([
  ['the current category', { color: 'primary', variant: 'filled' }],
  ['another category', { color: 'default', variant: 'outlined' }],
] as const)('a tag button for %s is painted as the clickable medium Chip, and reports its tap', (_, props) => {
  const onClick = jest.fn();
  render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <TagButton label="light" onClick={onClick} {...props} />
      <Chip label="heavy" onClick={() => undefined} {...props} />
    </ThemeProvider>,
  );
  const light = screen.getByRole('button', { name: 'light' });
  const heavy = screen.getByRole('button', { name: 'heavy' });
  const CLICKABLE = [...ROOT, 'cursor', 'user-select', 'padding', 'margin'];
  expect(paint(light, CLICKABLE)).toEqual(paint(heavy, CLICKABLE));
  expect(paint(screen.getByText('light'), LABEL)).toEqual(paint(screen.getByText('heavy'), LABEL));
  fireEvent.click(light);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('data attributes and the test id reach the root', () => {
  render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <Tag label="Open now" data-testid="open-state" data-state="open" />
    </ThemeProvider>,
  );
  expect(screen.getByTestId('open-state').dataset.state).toBe('open');
  expect(screen.getByTestId('open-state').textContent).toBe('Open now');
});
