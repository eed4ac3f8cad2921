import Divider from '@mui/material/Divider';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { sampleConfig } from '../testing/sample-config';
import { PlainDivider } from './plain-divider';

const ROOT = [
  'margin',
  'flex-shrink',
  'display',
  'text-align',
  'border-top-width',
  'border-bottom-width',
  'border-left-width',
  'border-right-width',
  'border-top-style',
  'border-bottom-style',
  'border-left-style',
  'border-color',
];
const TEXT = ['display', 'padding-left', 'padding-right', 'white-space'];

function paint(element: Element, properties: string[]) {
  const style = getComputedStyle(element);
  return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
}

function renderWithTheme(children: React.ReactNode) {
  return render(<ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>{children}</ThemeProvider>);
}

test('a plain rule is painted as MUI Divider, as an <hr>', () => {
  const { container } = renderWithTheme(
    <>
      <PlainDivider data-testid="light" />
      <Divider data-testid="heavy" />
    </>,
  );
  const light = screen.getByTestId('light');
  expect(light.tagName).toBe('HR');
  expect(paint(light, ROOT)).toEqual(paint(screen.getByTestId('heavy'), ROOT));
  expect(container.querySelectorAll('hr')).toHaveLength(2);
});

test('a rule with a text is a horizontal separator painted as MUI Divider with children', () => {
  renderWithTheme(
    <>
      <PlainDivider data-testid="light">or</PlainDivider>
      <Divider data-testid="heavy">or</Divider>
    </>,
  );
  const [light, heavy] = screen.getAllByRole('separator');
  expect(light).toBe(screen.getByTestId('light'));
  expect(light).toHaveAttribute('aria-orientation', heavy.getAttribute('aria-orientation')!);
  expect(paint(light, ROOT)).toEqual(paint(heavy, ROOT));
  expect(paint(light.firstElementChild!, TEXT)).toEqual(paint(heavy.firstElementChild!, TEXT));
  expect(light).toHaveTextContent('or');
});
