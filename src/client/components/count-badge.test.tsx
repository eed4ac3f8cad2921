import Badge from '@mui/material/Badge';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { sampleConfig } from '../testing/sample-config';
import { CountBadge } from './count-badge';

const PAINT = [
  'position',
  'display',
  'min-width',
  'height',
  'padding',
  'border-radius',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'z-index',
  'vertical-align',
];

function paint(element: Element) {
  const style = getComputedStyle(element);
  return Object.fromEntries(PAINT.map((property) => [property, style.getPropertyValue(property)]));
}

test.each([
  ['a count', 3, '3'],
  ['a count over the maximum', 1200, '999+'],
] as const)('%s is painted as the secondary Badge over the same icon', (_, count, text) => {
  render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <div data-testid="light">
        <CountBadge count={count} max={999} color="secondary">
          <svg />
        </CountBadge>
      </div>
      <div data-testid="heavy">
        <Badge badgeContent={count} max={999} color="secondary">
          <svg />
        </Badge>
      </div>
    </ThemeProvider>,
  );
  const parts = (id: string) => {
    const root = screen.getByTestId(id).firstElementChild!;
    return [root, root.lastElementChild!];
  };
  expect(parts('light').map(paint)).toEqual(parts('heavy').map(paint));
  // Badge places itself through CSS variables jsdom does not resolve: its values are compared with the light one's.
  const [light, heavy] = [parts('light')[1] as HTMLElement, parts('heavy')[1] as HTMLElement];
  expect(heavy.style.getPropertyValue('--Badge-inset')).toBe('0 0 auto auto');
  expect(heavy.style.getPropertyValue('--Badge-translate')).toBe('50%, -50%');
  expect([getComputedStyle(light).top, getComputedStyle(light).right]).toEqual(['0px', '0px']);
  expect(getComputedStyle(light).transform).toBe('scale(1) translate(50%, -50%)');
  expect(light.getAttribute('aria-hidden')).toBe(heavy.getAttribute('aria-hidden'));
  expect(parts('light')[1].textContent).toBe(text);
  expect(parts('heavy')[1].textContent).toBe(text);
});

test('no count shows no badge', () => {
  render(
    <CountBadge count={0}>
      <svg data-testid="icon" />
    </CountBadge>,
  );
  expect(screen.getByTestId('icon').parentElement!.children).toHaveLength(1);
});
