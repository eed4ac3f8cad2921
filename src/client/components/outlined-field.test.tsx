import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { sampleConfig } from '../testing/sample-config';
import { AUTOFILL_ANIMATIONS, OutlinedField } from './outlined-field';
import { TextInput } from './text-input';

const FIELD = [
  'display',
  'flex-direction',
  'position',
  'min-width',
  'padding',
  'margin',
  'border',
  'vertical-align',
  'width',
];
const LABEL = [
  'color',
  'font-size',
  'font-family',
  'font-weight',
  'line-height',
  'letter-spacing',
  'display',
  'transform-origin',
  'white-space',
  'overflow',
  'text-overflow',
  'position',
  'left',
  'top',
  'transition',
  'z-index',
  'pointer-events',
  'transform',
  'max-width',
  'user-select',
  'padding',
];
const BOX = [
  'color',
  'font-size',
  'line-height',
  'box-sizing',
  'position',
  'cursor',
  'display',
  'align-items',
  'border-radius',
  'width',
  'padding-right',
];
const INPUT = [
  'font',
  'letter-spacing',
  'color',
  'padding',
  'border',
  'box-sizing',
  'background',
  'height',
  'margin',
  'display',
  'min-width',
  'width',
  'animation-duration',
  'opacity',
  '-webkit-text-fill-color',
];
const OUTLINE = [
  'text-align',
  'position',
  'inset',
  'top',
  'margin',
  'padding',
  'pointer-events',
  'border-radius',
  'border-style',
  'border-width',
  'overflow',
  'min-width',
];
const LEGEND = [
  'float',
  'width',
  'overflow',
  'display',
  'padding',
  'height',
  'font-size',
  'visibility',
  'max-width',
  'transition',
  'white-space',
];
const HELPER = ['color', 'font-size', 'line-height', 'letter-spacing', 'text-align', 'margin'];

function paint(element: Element, properties: string[]) {
  const style = getComputedStyle(element);
  return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
}

/** Every part of a field (the root, label, box, input, outline, legend, helper text) by its role in the markup. */
function parts(input: HTMLElement) {
  const box = input.parentElement!;
  const root = box.parentElement!;
  const outline = box.querySelector('fieldset')!;
  return {
    root: paint(root, FIELD),
    label: paint(root.querySelector('label')!, LABEL),
    box: paint(box, BOX),
    input: paint(input, INPUT),
    outline: paint(outline, OUTLINE),
    legend: paint(outline.firstElementChild!, LEGEND),
    legendText: outline.firstElementChild!.textContent,
    helper: root.querySelector('p') && paint(root.querySelector('p')!, HELPER),
    helperText: root.querySelector('p')?.textContent ?? null,
  };
}

// Sunny Mart-like light brand: the focused label and outline come out in the on-page shade, as the theme paints them.
const theme = createTenantTheme(sampleConfig().theme);

test.each([
  ['an empty field', { value: '' }],
  ['a filled field', { value: 'a@b.mn' }],
  ['a full-width field in error with its message', { value: '', error: true, helperText: 'Required', fullWidth: true }],
  ['a disabled field', { value: '99112233', disabled: true }],
  ['a field with a helper text', { value: '', helperText: 'We send a code' }],
])('%s is painted as the outlined TextField in the same state, at rest and focused', (_, props) => {
  render(
    <ThemeProvider theme={theme}>
      <OutlinedField label="Light" id="light" onChange={() => undefined} {...props} />
      <TextInput label="Heavy" id="heavy" onChange={() => undefined} {...props} />
    </ThemeProvider>,
  );
  const light = document.getElementById('light')!;
  const heavy = document.getElementById('heavy')!;
  const withoutNames = (p: ReturnType<typeof parts>) => ({ ...p, legendText: p.legendText?.length });
  expect(withoutNames(parts(light))).toEqual(withoutNames(parts(heavy)));
  fireEvent.focus(light);
  fireEvent.focus(heavy);
  // jsdom's cascade orders rules by insertion, not specificity, so the outline's colour and a focused one's width
  // (a descendant rule of the box over the outline's own) are not computed as a browser does: they are left out
  // here, checked against the values below and on screenshots in Chromium (docs/benchmarks.md, session 8 entry).
  const withoutOutline = (p: ReturnType<typeof parts>) => ({ ...withoutNames(p), outline: undefined });
  expect(withoutOutline(parts(light))).toEqual(withoutOutline(parts(heavy)));
  const focused = (input: HTMLElement) => input.parentElement!.classList.contains('Mui-focused');
  expect(focused(light)).toBe(focused(heavy));
  fireEvent.blur(light);
  fireEvent.blur(heavy);
  expect(withoutNames(parts(light))).toEqual(withoutNames(parts(heavy)));
});

test('an end adornment is painted as in the outlined TextField', () => {
  render(
    <ThemeProvider theme={theme}>
      <OutlinedField label="Light" id="light" value="+976" endAdornment={<svg />} readOnly />
      <TextInput
        label="Heavy"
        id="heavy"
        value="+976"
        slotProps={{ input: { endAdornment: <svg />, readOnly: true } }}
      />
    </ThemeProvider>,
  );
  expect(parts(document.getElementById('light')!)).toEqual({
    ...parts(document.getElementById('heavy')!),
    legendText: 'Light',
  });
});

test('the label names the input, the helper text describes it, an error marks it invalid, typing reports the text', () => {
  const onChange = jest.fn((event: { target: { value: string } }) => event.target.value);
  render(<OutlinedField label="Phone" value="" onChange={onChange} error helperText="Enter your phone" />);
  const input = screen.getByRole('textbox', { name: 'Phone' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(document.getElementById(input.getAttribute('aria-describedby')!)).toHaveTextContent('Enter your phone');
  fireEvent.change(input, { target: { value: '9911' } });
  expect(onChange.mock.results[0].value).toBe('9911');
});

/** jsdom has no AnimationEvent: an `animationstart` event that carries its animation's name. */
function animationStart(animationName: string): Event {
  return Object.assign(new Event('animationstart', { bubbles: true }), { animationName });
}

const SHADE = 'rgb(107, 62, 38)';
test.each([
  ['at rest', {}, false, 'rgba(0, 0, 0, 0.23)', 'rgb(88, 88, 88)'],
  ['in error', { error: true }, false, 'rgb(211, 47, 47)', 'rgb(211, 47, 47)'],
  ['disabled', { disabled: true }, false, 'rgba(0, 0, 0, 0.26)', 'rgba(0, 0, 0, 0.38)'],
  ['focused: in the on-page shade of the brand', {}, true, SHADE, SHADE],
  ['focused in error', { error: true }, true, 'rgb(211, 47, 47)', 'rgb(211, 47, 47)'],
])(
  'the outline and label %s have the colours of the outlined TextField in a browser',
  (_, props, focus, outlineColour, labelColour) => {
    // Compared with the values, not with TextField in jsdom: see the focused case above.
    render(
      <ThemeProvider theme={theme}>
        <OutlinedField label="Light" id="light" value="" onChange={() => undefined} {...props} />
      </ThemeProvider>,
    );
    const input = document.getElementById('light')!;
    if (focus) fireEvent.focus(input);
    const outline = input.parentElement!.querySelector('fieldset')!;
    expect(getComputedStyle(outline).getPropertyValue('border-color')).toBe(outlineColour);
    expect(getComputedStyle(outline).getPropertyValue('border-width')).toBe(focus ? '2px' : '1px');
    expect(getComputedStyle(document.querySelector('label')!).getPropertyValue('color')).toBe(labelColour);
  },
);

test('a browser autofill (its animation) lifts the label out of an empty field, and its end puts it back', () => {
  render(
    <ThemeProvider theme={theme}>
      <OutlinedField label="E-mail" value="" onChange={() => undefined} />
    </ThemeProvider>,
  );
  const input = screen.getByRole('textbox', { name: 'E-mail' });
  const label = document.querySelector('label')!;
  expect(getComputedStyle(input).getPropertyValue('animation-name')).toBe(AUTOFILL_ANIMATIONS.cleared);
  expect(label).toHaveAttribute('data-shrink', 'false');
  fireEvent(input, animationStart(AUTOFILL_ANIMATIONS.filled));
  expect(label).toHaveAttribute('data-shrink', 'true');
  expect(label).toHaveClass('MuiInputLabel-shrink');
  fireEvent(input, animationStart(AUTOFILL_ANIMATIONS.cleared));
  expect(label).toHaveAttribute('data-shrink', 'false');
});

test('the box reports taps and pointers, the input focus and keys, and the input attributes reach the <input>', () => {
  const onBoxClick = jest.fn();
  const onBoxPointerDown = jest.fn();
  const onFocus = jest.fn();
  const onKeyDown = jest.fn();
  render(
    <OutlinedField
      label="Country"
      value="+976"
      readOnly
      onBoxClick={onBoxClick}
      onBoxPointerDown={onBoxPointerDown}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      inputAttributes={{ role: 'combobox', 'aria-expanded': false, inputMode: 'none' }}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Country' });
  expect(input).toHaveAttribute('readonly');
  expect(input).toHaveAttribute('inputmode', 'none');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  fireEvent.pointerDown(input);
  fireEvent.click(input);
  fireEvent.focus(input);
  fireEvent.keyDown(input, { key: 'Enter' });
  expect([onBoxPointerDown, onBoxClick, onFocus, onKeyDown].map((handler) => handler.mock.calls.length)).toEqual([
    1, 1, 1, 1,
  ]);
});
