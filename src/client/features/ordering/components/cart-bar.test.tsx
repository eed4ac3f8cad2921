import Paper from '@mui/material/Paper';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { createTenantTheme } from '../../../tenant/create-tenant-theme';
import { sampleConfig } from '../../../testing/sample-config';
import { CartBar } from './cart-bar';
import { CartBarOnDemand } from './cart-bar-on-demand';

test("the cart bar floats on the Paper it was drawn with: elevation 6's shadow, the page's paper, a pill", () => {
  render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <IntlProvider locale="en" defaultLocale="en">
        <MemoryRouter>
          <CartBar count={2} total="$12.00" to="/cart" />
          <Paper
            elevation={6}
            data-testid="paper"
            sx={{ position: 'sticky', bottom: 12, mx: 2, mt: 2, borderRadius: 6, zIndex: 3 }}
          />
        </MemoryRouter>
      </IntlProvider>
    </ThemeProvider>,
  );
  const bar = getComputedStyle(screen.getByTestId('cart-bar').parentElement!);
  const paper = screen.getByTestId('paper');
  const heavy = getComputedStyle(paper);
  const PAINT = [
    'background-color',
    'color',
    'transition',
    'position',
    'bottom',
    'margin-top',
    'margin-left',
    'margin-right',
    'margin-bottom',
    'border-radius',
    'z-index',
  ];
  for (const property of PAINT)
    expect([property, bar.getPropertyValue(property)]).toEqual([property, heavy.getPropertyValue(property)]);
  // Paper draws its shadow through a variable on its style attribute.
  expect(bar.getPropertyValue('box-shadow')).toBe(paper.style.getPropertyValue('--Paper-shadow'));
  expect(bar.getPropertyValue('border-radius')).toBe('72px');
});

test('the cart bar on demand draws nothing for an empty cart, then the bar once the cart has an item', async () => {
  const bar = (count: number) => (
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <IntlProvider locale="en" defaultLocale="en">
        <MemoryRouter>
          <CartBarOnDemand count={count} total="$4.50" to="/order/cart/brew-lane" />
        </MemoryRouter>
      </IntlProvider>
    </ThemeProvider>
  );
  const { container, rerender } = render(bar(0));
  expect(container).toBeEmptyDOMElement();
  rerender(bar(1));
  expect(await screen.findByTestId('cart-bar')).toHaveTextContent('View cart · 1 item');
  expect(screen.getByTestId('cart-bar')).toHaveAttribute('href', '/order/cart/brew-lane');
  // Loaded, it stays mounted and draws nothing again when the cart is emptied.
  rerender(bar(0));
  expect(container).toBeEmptyDOMElement();
});
