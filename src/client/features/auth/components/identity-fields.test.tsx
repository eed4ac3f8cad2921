import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { IdentityValues } from '../identity';
import { IdentityFields } from './identity-fields';

function EmailFields() {
  const [values, setValues] = useState<IdentityValues>({ dialCode: '+976', phone: '', email: 'bold' });
  return <IdentityFields channel="email" values={values} onChange={setValues} emailDomains={['@gmail.com']} />;
}

test('the e-mail channel loads its domain chips, and a chip completes the typed name', async () => {
  renderWithProviders(<EmailFields />);
  const chip = await screen.findByRole('button', { name: '@gmail.com' });
  expect(screen.getByRole('group', { name: /domain/i })).toBeTruthy();
  fireEvent.click(chip);
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail address' }).value).toBe('bold@gmail.com');
});
