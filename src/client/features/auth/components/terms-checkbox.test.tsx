import FormHelperText from '@mui/material/FormHelperText';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createTenantTheme } from '../../../tenant/create-tenant-theme';
import { sampleConfig } from '../../../testing/sample-config';
import { TermsCheckbox } from './terms-checkbox';

const TEXT = ['color', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'text-align', 'margin', 'display'];

function paint(element: Element) {
  const style = getComputedStyle(element);
  return Object.fromEntries(TEXT.map((property) => [property, style.getPropertyValue(property)]));
}

test("the terms box's error is painted as MUI's FormHelperText in error, and its checkbox arrives and toggles", async () => {
  const onChange = jest.fn();
  render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <IntlProvider locale="en">
        <TermsCheckbox checked={false} onChange={onChange} error="Please accept the terms" label="I accept" />
        <FormHelperText error>heavy</FormHelperText>
      </IntlProvider>
    </ThemeProvider>,
  );
  const light = screen.getByText('Please accept the terms');
  expect(light.tagName).toBe('P');
  expect(paint(light)).toEqual(paint(screen.getByText('heavy')));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'I accept' }));
  expect(onChange).toHaveBeenCalledWith(true);
});
