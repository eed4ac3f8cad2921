import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { fireEvent, render, screen } from '@testing-library/react';
import { TextInput } from './text-input';

/**
 * The markup with React's generated ids numbered in order, and without what names TextField's own (style-less) root:
 * its class and the label emotion adds to the root's generated class.
 */
function normalisedMarkup(container: HTMLElement): string {
  const ids = new Map<string, string>();
  const stable = (id: string) => ids.get(id) ?? ids.set(id, `id${ids.size}`).get(id)!;
  return container.innerHTML
    .replace(/\b(id|for|aria-describedby|aria-labelledby)="([^"]*?)(-label|-helper-text)?"/g, (_, name, id, suffix) => {
      return `${name}="${stable(id)}${suffix ?? ''}"`;
    })
    .replace(/ MuiTextField-root/g, '')
    .replace(/css-\w+-MuiFormControl-root(-MuiTextField-root)?/g, 'css-MuiFormControl-root');
}

test.each([
  ['a labelled field', { label: 'Email', value: 'a@b.mn' }],
  ['an empty field in error with its message', { label: 'Phone', value: '', error: true, helperText: 'Required' }],
  [
    'a disabled, required, full-width field',
    { label: 'Name', value: 'Bold', disabled: true, required: true, fullWidth: true },
  ],
  ['a small field without a label', { value: '3', size: 'small' as const }],
])('%s renders the markup of the same TextField', (_, props) => {
  const light = render(<TextInput {...props} onChange={() => undefined} />);
  const heavy = render(<TextField {...props} onChange={() => undefined} />);
  expect(normalisedMarkup(light.container)).toBe(normalisedMarkup(heavy.container));
});

test('the label names the input, the helper text describes it, and an error marks it invalid', () => {
  render(<TextInput label="Phone" value="" onChange={() => undefined} error helperText="Enter your phone" />);
  const input = screen.getByRole('textbox', { name: 'Phone' });
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Enter your phone');
});

test('inputMode and the html input slot reach the <input>, the input slot its adornments', () => {
  render(
    <TextInput
      label="Code"
      inputMode="numeric"
      slotProps={{
        htmlInput: { maxLength: 6, 'data-testid': 'otp-code' },
        input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
      }}
    />,
  );
  const input = screen.getByTestId<HTMLInputElement>('otp-code');
  expect(input.getAttribute('inputmode')).toBe('numeric');
  expect(input.maxLength).toBe(6);
  expect(screen.getByText('kg')).toBeTruthy();
});

test('typing calls onChange with the new value', () => {
  const onChange = jest.fn();
  render(<TextInput label="Name" value="" onChange={(event) => onChange(event.target.value)} />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Bold' } });
  expect(onChange).toHaveBeenCalledWith('Bold');
});
