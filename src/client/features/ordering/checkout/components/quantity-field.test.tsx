import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { TextInput } from '../../../../components/text-input';
import { createTenantTheme } from '../../../../tenant/create-tenant-theme';
import { sampleConfig } from '../../../../testing/sample-config';
import { QuantityField } from './quantity-field';

const theme = createTenantTheme(sampleConfig().theme);

function paint(element: Element, properties: string[]) {
  const style = getComputedStyle(element);
  return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
}

const CONTROL = ['display', 'flex-direction', 'position', 'vertical-align', 'margin', 'padding'];
const FRAME = ['font-size', 'font-family', 'line-height', 'color', 'display', 'position', 'border-radius', 'cursor'];
const OUTLINE = ['position', 'top', 'left', 'right', 'bottom', 'padding', 'border-style', 'border-width'];
const INPUT = ['height', 'box-sizing', 'border', 'font', 'width', 'text-align', 'display'];
const HELPER = [
  'font-size',
  'line-height',
  'color',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'text-align',
];

test.each([
  ['at rest', {}],
  ['with an error', { error: 'Quantity exceeded' }],
  ['disabled', { disabled: true }],
] as const)('QuantityField is painted as the small TextInput %s', (_, state) => {
  const error = 'error' in state ? state.error : undefined;
  render(
    <ThemeProvider theme={theme}>
      <QuantityField value="2" width={40} aria-label="light" onChange={() => undefined} {...state} />
      <TextInput
        size="small"
        value="2"
        onChange={() => undefined}
        disabled={'disabled' in state}
        error={error !== undefined}
        helperText={error}
        slotProps={{ htmlInput: { 'aria-label': 'heavy', style: { textAlign: 'center', width: 40 } } }}
      />
    </ThemeProvider>,
  );
  const light = screen.getByRole('textbox', { name: 'light' });
  const heavy = screen.getByRole('textbox', { name: 'heavy' });
  expect(paint(light, INPUT)).toEqual(paint(heavy, INPUT));
  // Chromium computes 8.5px 14px for the small OutlinedInput's input too; jsdom lets InputBase's small paddingTop (1px)
  // win over OutlinedInput's later shorthand, so the padding is checked against the browser's figure.
  expect(getComputedStyle(light).padding).toBe('8.5px 14px');
  expect(paint(light.parentElement!, FRAME)).toEqual(paint(heavy.parentElement!, FRAME));
  expect(paint(light.parentElement!.parentElement!, CONTROL)).toEqual(
    paint(heavy.parentElement!.parentElement!, CONTROL),
  );
  expect(paint(light.nextElementSibling!, OUTLINE)).toEqual(paint(heavy.nextElementSibling!, OUTLINE));
  // jsdom's cascade drops OutlinedInput's `.Mui-error .notchedOutline` and `.Mui-disabled …` rules (it keeps the resting
  // colour), so the outline's colour is checked against the theme colours those rules paint in the browser.
  const outline =
    error !== undefined ? theme.palette.error.main : 'disabled' in state ? theme.palette.action.disabled : '';
  if (outline === '')
    expect(paint(light.nextElementSibling!, ['border-color'])).toEqual(
      paint(heavy.nextElementSibling!, ['border-color']),
    );
  else expect(light.nextElementSibling).toHaveStyle({ borderColor: outline });
  expect(light.getAttribute('aria-invalid')).toBe(heavy.getAttribute('aria-invalid'));
  expect(light).toHaveProperty('disabled', (heavy as HTMLInputElement).disabled);
  if (error !== undefined) {
    expect(light).toHaveAccessibleDescription(error);
    const [lightHelper, heavyHelper] = screen.getAllByText(error);
    expect(paint(lightHelper, HELPER)).toEqual(paint(heavyHelper, HELPER));
  }
});
