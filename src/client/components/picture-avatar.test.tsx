import Avatar from '@mui/material/Avatar';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { sampleConfig } from '../testing/sample-config';
import { PictureAvatar } from './picture-avatar';

const ROOT = ['display', 'width', 'height', 'border-radius', 'color', 'background-color', 'font-size', 'font-weight'];
const PICTURE = ['width', 'height', 'object-fit', 'color', 'text-indent'];

function paint(element: Element, properties: string[]) {
  const style = getComputedStyle(element);
  return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
}

const inTheme = (ui: ReactNode) =>
  render(<ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>{ui}</ThemeProvider>);

test("a letter on a colour is painted as MUI Avatar's", () => {
  inTheme(
    <>
      <PictureAvatar sx={{ bgcolor: '#2E7D32', width: 48, height: 48, fontWeight: 700 }}>L</PictureAvatar>
      <Avatar sx={{ bgcolor: '#2E7D32', width: 48, height: 48, fontWeight: 700 }}>H</Avatar>
      <PictureAvatar>l</PictureAvatar>
      <Avatar>h</Avatar>
    </>,
  );
  expect(paint(screen.getByText('L'), ROOT)).toEqual(paint(screen.getByText('H'), ROOT));
  expect(paint(screen.getByText('l'), ROOT)).toEqual(paint(screen.getByText('h'), ROOT));
});

test("a rounded logo is painted as MUI Avatar's, keeps its loading hints, and falls back to the letter", () => {
  inTheme(
    <>
      <PictureAvatar
        src="/logos/light.png"
        alt="light"
        variant="rounded"
        imgProps={{ loading: 'lazy', decoding: 'async' }}
        sx={{ width: 56, height: 56 }}
      >
        L
      </PictureAvatar>
      <Avatar src="/logos/heavy.png" alt="heavy" variant="rounded" sx={{ width: 56, height: 56 }}>
        H
      </Avatar>
    </>,
  );
  const light = screen.getByRole('img', { name: 'light' });
  const heavy = screen.getByRole('img', { name: 'heavy' });
  expect(paint(light, PICTURE)).toEqual(paint(heavy, PICTURE));
  expect(paint(light.parentElement!, ROOT)).toEqual(paint(heavy.parentElement!, ROOT));
  expect([light.getAttribute('loading'), light.getAttribute('decoding')]).toEqual(['lazy', 'async']);
  fireEvent.error(light);
  expect(screen.queryByRole('img', { name: 'light' })).toBeNull();
  // A failed logo shows the letter as an Avatar without a picture does.
  const { getByText } = inTheme(
    <Avatar variant="rounded" sx={{ width: 56, height: 56 }}>
      F
    </Avatar>,
  );
  expect(paint(screen.getByText('L'), ROOT)).toEqual(paint(getByText('F'), ROOT));
});
