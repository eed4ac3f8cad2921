import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { sampleConfig } from '../testing/sample-config';
import { FlexStack } from './flex-stack';
import { PlainCard, PlainCardAction } from './plain-card';

const BOX = [
  'display',
  'flex-direction',
  'overflow',
  'border',
  'border-radius',
  'background-color',
  'color',
  'box-shadow',
  'transition',
  'margin',
  'padding',
  'width',
  'text-align',
  'opacity',
  'position',
  'pointer-events',
  'inset',
  'top',
  'left',
];

function paint(element: Element) {
  const style = getComputedStyle(element);
  return Object.fromEntries(BOX.map((property) => [property, style.getPropertyValue(property)]));
}

const theme = () => createTenantTheme(sampleConfig().theme);

test('a plain card with its action area is painted as the outlined Card with CardActionArea, tint included', () => {
  const onClick = jest.fn();
  render(
    <ThemeProvider theme={theme()}>
      <PlainCard data-testid="light">
        <PlainCardAction aria-label="light action" onClick={onClick}>
          light
        </PlainCardAction>
      </PlainCard>
      <Card variant="outlined" data-testid="heavy">
        <CardActionArea aria-label="heavy action">heavy</CardActionArea>
      </Card>
    </ThemeProvider>,
  );
  const card = paint(screen.getByTestId('light'));
  expect(card).toEqual(paint(screen.getByTestId('heavy')));
  expect(card['border-radius']).toBe('12px'); // the tenant theme's corners, not a default
  const light = screen.getByRole('button', { name: 'light action' });
  const heavy = screen.getByRole('button', { name: 'heavy action' });
  expect(paint(light)).toEqual(paint(heavy));
  // The hover / focus tint: the last child of each action area.
  expect(paint(light.lastElementChild!)).toEqual(paint(heavy.lastElementChild!));
  fireEvent.click(light);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test.each([
  ['a spaced column', { spacing: 2 }],
  ['a spaced row', { direction: 'row', spacing: 1 }],
  ['an unspaced row', { direction: 'row' }],
  ['an unspaced column', {}],
] as const)('%s is laid out as the Stack with the same props, its children spaced alike', (_, props) => {
  render(
    <ThemeProvider theme={theme()}>
      <FlexStack data-testid="light" sx={{ px: 2, alignItems: 'center' }} {...props}>
        <div data-testid="light-1" />
        <div data-testid="light-2" />
      </FlexStack>
      <Stack data-testid="heavy" sx={{ px: 2, alignItems: 'center' }} {...props}>
        <div data-testid="heavy-1" />
        <div data-testid="heavy-2" />
      </Stack>
    </ThemeProvider>,
  );
  const layout = (id: string) => {
    const style = getComputedStyle(screen.getByTestId(id));
    return ['display', 'flex-direction', 'align-items', 'padding-left', 'margin-top', 'margin-left'].map((property) =>
      style.getPropertyValue(property),
    );
  };
  for (const part of ['', '-1', '-2']) expect(layout(`light${part}`)).toEqual(layout(`heavy${part}`));
});
