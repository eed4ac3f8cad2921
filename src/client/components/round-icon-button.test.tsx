import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Link as RouterLink } from 'react-router-dom';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { sampleConfig } from '../testing/sample-config';
import { RoundIconButton } from './round-icon-button';

const PAINT = [
  'display',
  'padding',
  'font-size',
  'border-radius',
  'color',
  'background-color',
  'text-align',
  'flex',
  'transition',
  'cursor',
  'pointer-events',
  '--IconButton-hoverBg',
];

function paint(element: Element) {
  const style = getComputedStyle(element);
  return Object.fromEntries(PAINT.map((property) => [property, style.getPropertyValue(property)]));
}

test.each([
  ['a medium grey icon button', { size: 'medium', color: 'default' }],
  ['a small grey icon button', { size: 'small', color: 'default' }],
  ['a small brand icon button', { size: 'small', color: 'primary' }],
  ['a disabled brand icon button', { size: 'small', color: 'primary', disabled: true }],
] as const)('%s is painted as the IconButton of the same size and colour', (_, props) => {
  render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <RoundIconButton aria-label="light" {...props}>
        +
      </RoundIconButton>
      <IconButton aria-label="heavy" {...props}>
        +
      </IconButton>
    </ThemeProvider>,
  );
  const light = screen.getByRole('button', { name: 'light' });
  const heavy = screen.getByRole('button', { name: 'heavy' });
  expect(paint(light)).toEqual(paint(heavy));
  expect((light as HTMLButtonElement).disabled).toBe((heavy as HTMLButtonElement).disabled);
});

test('it reports a tap, and renders a router link when given one, painted as IconButton as a link', () => {
  const onClick = jest.fn();
  render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <MemoryRouter>
        <RoundIconButton aria-label="tap" onClick={onClick}>
          +
        </RoundIconButton>
        <RoundIconButton component={RouterLink} to="/bookmarks" aria-label="light">
          ♡
        </RoundIconButton>
        <IconButton component={RouterLink} to="/bookmarks" aria-label="heavy">
          ♡
        </IconButton>
      </MemoryRouter>
    </ThemeProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'tap' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  const light = screen.getByRole('link', { name: 'light' });
  expect(light.getAttribute('href')).toBe('/bookmarks');
  expect(paint(light)).toEqual(paint(screen.getByRole('link', { name: 'heavy' })));
});
