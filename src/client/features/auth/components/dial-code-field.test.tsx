import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders as render } from '../../../testing/render-with-providers';
import { DialCodeField } from './dial-code-field';

const OPTIONS = [
  { code: 'MN', name: 'Mongolia', dial_code: '+976' },
  { code: 'SG', name: 'Singapore', dial_code: '+65' },
];

function Picker({ onChange = jest.fn(), disabled = false }: { onChange?: (code: string) => void; disabled?: boolean }) {
  const [value, setValue] = useState('+976');
  return (
    <DialCodeField
      label="Country code"
      value={value}
      options={OPTIONS}
      width={116}
      disabled={disabled}
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
}

test('shows the chosen code as a closed combobox named by its label, the list not yet loaded', () => {
  render(<Picker />);
  const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country code' });
  expect(field.value).toBe('+976');
  expect(field.getAttribute('aria-expanded')).toBe('false');
  expect(field.readOnly).toBe(true);
  expect(screen.queryByRole('listbox')).toBeNull();
});

test('a click lists the countries with the chosen one selected; choosing one changes the code and closes it', async () => {
  const onChange = jest.fn();
  render(<Picker onChange={onChange} />);
  fireEvent.click(screen.getByRole('combobox', { name: 'Country code' }));
  const list = await screen.findByRole('listbox', { name: 'Country code' });
  expect(screen.getByRole('combobox', { hidden: true }).getAttribute('aria-controls')).toBe(list.id);
  expect(screen.getByRole('option', { name: 'Mongolia (+976)' }).getAttribute('aria-selected')).toBe('true');
  fireEvent.click(screen.getByRole('option', { name: 'Singapore (+65)' }));
  expect(onChange).toHaveBeenCalledWith('+65');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country code' });
  expect(field.value).toBe('+65');
  expect(field.getAttribute('aria-expanded')).toBe('false');
});

test('Enter opens the list from the keyboard and Escape closes it without a change', async () => {
  const onChange = jest.fn();
  render(<Picker onChange={onChange} />);
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Country code' }), { key: 'Enter' });
  const list = await screen.findByRole('listbox');
  await act(async () => void fireEvent.keyDown(list, { key: 'Escape' }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  expect(onChange).not.toHaveBeenCalled();
});

test('a disabled picker does not open', async () => {
  render(<Picker disabled />);
  fireEvent.click(screen.getByRole('combobox', { name: 'Country code' }));
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Country code' }), { key: 'ArrowDown' });
  await act(async () => undefined);
  expect(screen.queryByRole('listbox')).toBeNull();
});
