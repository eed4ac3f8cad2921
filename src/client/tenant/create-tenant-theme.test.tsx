import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { deriveTheme } from '../../shared/theme';
import { createTenantTheme } from './create-tenant-theme';

/** Sunny Mart: a yellow brand too light to be text on its white page. */
const sunny = deriveTheme('#FFD60A', '#FFFFFF');
const BRAND = 'rgb(255, 214, 10)';
const ON_BRAND = 'rgb(17, 17, 17)';
const SHADE = 'rgb(127, 106, 0)';

/** '#7F6A00' or 'rgb(127, 106, 0)' -> 'rgb(127, 106, 0)'. */
function asRgb(colour: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (!hex) return colour.trim();
  const value = Number.parseInt(hex[1], 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/**
 * A computed colour, following one `var(--name)` as MUI 9 paints buttons and app bars (jsdom keeps custom properties
 * but does not substitute them).
 */
function painted(element: Element, property: 'color' | 'background-color'): string {
  const style = getComputedStyle(element);
  const value = style.getPropertyValue(property);
  const variable = /^var\((--[\w-]+)(?:,[^)]*)?\)$/.exec(value.trim());
  return asRgb(variable ? style.getPropertyValue(variable[1]) : value);
}

function renderWithSunny(ui: React.ReactNode) {
  return render(<ThemeProvider theme={createTenantTheme(sunny)}>{ui}</ThemeProvider>);
}

describe('createTenantTheme: brand surfaces wear the brand, brand text on the page wears the readable shade', () => {
  it('paints the app bar, contained buttons, FABs, filled chips and badges in the brand with its contrast text', () => {
    renderWithSunny(
      <>
        <AppBar color="primary">Header</AppBar>
        <Button variant="contained">Order</Button>
        <Fab color="primary" aria-label="Scan" />
        <Chip color="primary" label="Gold" />
        <Badge color="primary" badgeContent="3">
          bell
        </Badge>
      </>,
    );
    const surfaces = [
      screen.getByText('Header'),
      screen.getByRole('button', { name: 'Order' }),
      screen.getByRole('button', { name: 'Scan' }),
      screen.getByText('Gold').parentElement!,
      screen.getByText('3'),
    ];
    for (const surface of surfaces)
      expect([surface.textContent, painted(surface, 'background-color'), painted(surface, 'color')]).toEqual([
        surface.textContent,
        BRAND,
        ON_BRAND,
      ]);
  });

  it('paints brand text and outlines on the page in the shade: buttons, links, tabs, toggles, chips, fields', () => {
    renderWithSunny(
      <>
        <Button variant="outlined">Sign up</Button>
        <Button variant="text">Forgot password</Button>
        <IconButton color="primary" aria-label="Share" />
        <Link href="/terms">Terms</Link>
        <Typography color="primary">404</Typography>
        <Tabs value={0}>
          <Tab label="Password" />
        </Tabs>
        <ToggleButton value="phone" selected color="primary">
          Phone
        </ToggleButton>
        <Chip color="primary" variant="outlined" label="Joined" />
        <BottomNavigation value="feed">
          <BottomNavigationAction value="feed" label="Feed" />
        </BottomNavigation>
        <Checkbox checked readOnly slotProps={{ input: { 'aria-label': 'Remember me' } }} />
        <TextField focused label="Phone" />
      </>,
    );
    const texts = [
      screen.getByRole('button', { name: 'Sign up' }),
      screen.getByRole('button', { name: 'Forgot password' }),
      screen.getByRole('button', { name: 'Share' }),
      screen.getByRole('link', { name: 'Terms' }),
      screen.getByText('404'),
      screen.getByRole('tab', { name: 'Password' }),
      screen.getByRole('button', { name: 'Phone' }),
      screen.getByText('Joined').parentElement!,
      screen.getByRole('button', { name: 'Feed' }),
      screen.getByRole('checkbox', { name: 'Remember me' }).parentElement!,
      screen.getByText('Phone', { selector: 'label' }),
    ];
    for (const text of texts) expect([text.textContent, painted(text, 'color')]).toEqual([text.textContent, SHADE]);
    // jsdom does not expand the outlined button's border shorthand; its colour is this variable.
    const outlined = getComputedStyle(screen.getByRole('button', { name: 'Sign up' }));
    expect(outlined.getPropertyValue('--variant-outlinedBorder')).toBe('rgba(127, 106, 0, 0.5)');
    expect(painted(document.querySelector('.MuiTabs-indicator')!, 'background-color')).toBe(SHADE);
    // The selected toggle's tint is the shade's, the tint the theme's contrast was derived with.
    expect(painted(screen.getByRole('button', { name: 'Phone' }), 'background-color')).toBe('rgba(127, 106, 0, 0.08)');
  });

  it('keeps the error colour on a focused field in error', () => {
    renderWithSunny(<TextField focused error label="Phone" />);
    expect(painted(screen.getByText('Phone', { selector: 'label' }), 'color')).not.toBe(SHADE);
  });
});
