import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Link as RouterLink } from 'react-router-dom';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { sampleConfig } from '../testing/sample-config';
import { TextLink } from './text-link';

const PAINT = ['color', 'text-decoration', 'text-decoration-color', 'font-size', 'line-height', 'margin'];

/** The painted values, with Link's underline colour variable (which jsdom leaves unresolved) resolved. */
function paint(element: Element) {
  const style = getComputedStyle(element);
  const resolved = (value: string) =>
    value.replace('var(--Link-underlineColor)', style.getPropertyValue('--Link-underlineColor').trim());
  return Object.fromEntries(PAINT.map((property) => [property, resolved(style.getPropertyValue(property))]));
}

function renderInTheme(ui: React.ReactNode) {
  return render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

test('a plain link is painted as MUI Link, body2 included, and keeps its href', () => {
  renderInTheme(
    <>
      <TextLink href="tel:+97699112233">light</TextLink>
      <Link href="tel:+97699112233">heavy</Link>
      <TextLink href="mailto:a@b.mn" variant="body2">
        light body2
      </TextLink>
      <Link href="mailto:a@b.mn" variant="body2">
        heavy body2
      </Link>
    </>,
  );
  const link = (name: string) => screen.getByRole('link', { name });
  expect(paint(link('light'))).toEqual(paint(link('heavy')));
  expect(paint(link('light body2'))).toEqual(paint(link('heavy body2')));
  expect(link('light').getAttribute('href')).toBe('tel:+97699112233');
});

test('an in-app link underlined on hover only is painted as MUI Link with underline="hover"', () => {
  renderInTheme(
    <>
      <TextLink to="/forget_password/phone" underline="hover">
        light
      </TextLink>
      <Link component={RouterLink} to="/forget_password/phone" underline="hover">
        heavy
      </Link>
    </>,
  );
  const link = (name: string) => screen.getByRole('link', { name });
  expect(paint(link('light'))).toEqual(paint(link('heavy')));
  expect(link('light').getAttribute('href')).toBe('/forget_password/phone');
});
