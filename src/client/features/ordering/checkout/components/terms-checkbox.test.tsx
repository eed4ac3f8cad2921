import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TermsCheckbox } from './terms-checkbox';

function Terms() {
  const [checked, setChecked] = useState(false);
  return <TermsCheckbox checked={checked} onChange={setChecked} label="I accept the outlet's terms" />;
}

test('the terms show at once; the checkbox arrives in their label, and a tap on the text ticks and unticks it', async () => {
  render(<Terms />);
  expect(screen.getByText("I accept the outlet's terms")).toBeInTheDocument();
  const checkbox = await screen.findByRole('checkbox', { name: "I accept the outlet's terms" });
  expect(checkbox).not.toBeChecked();
  fireEvent.click(screen.getByText("I accept the outlet's terms"));
  expect(checkbox).toBeChecked();
  fireEvent.click(checkbox);
  expect(checkbox).not.toBeChecked();
});
