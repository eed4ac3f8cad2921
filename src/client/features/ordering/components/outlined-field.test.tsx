import { fireEvent, render, screen } from '@testing-library/react';
import { OutlinedField } from './outlined-field';

describe('OutlinedField (the cart’s text field without TextField)', () => {
  it('names the input by its label, describes it by its helper text and passes the input slot through', () => {
    const onChange = jest.fn();
    render(
      <OutlinedField
        label="Remark"
        value="no ice"
        onChange={onChange}
        helperText="6/200"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Remark' });
    expect(field).toHaveAccessibleDescription('6/200');
    expect(field).toHaveAttribute('maxLength', '200');
    fireEvent.change(field, { target: { value: 'no ice, please' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks an error, and without a label takes its name from the input slot', () => {
    render(
      <OutlinedField
        value=""
        error
        helperText="Enter quantity"
        slotProps={{ htmlInput: { 'aria-label': 'Quantity' } }}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter quantity');
  });
});
