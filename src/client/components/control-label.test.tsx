import FormControlLabel from '@mui/material/FormControlLabel';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { sampleConfig } from '../testing/sample-config';
import { ControlLabel } from './control-label';

const ROOT = ['display', 'align-items', 'cursor', 'vertical-align', 'margin-left', 'margin-right'];
const TEXT = ['font-size', 'font-weight', 'line-height', 'letter-spacing', 'font-family', 'margin', 'color'];

function paint(element: Element, properties: string[]) {
  const style = getComputedStyle(element);
  return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
}

test("a control's label is painted as MUI FormControlLabel, and a tap on its text toggles the control", () => {
  const onChange = jest.fn();
  render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <ControlLabel control={<input type="checkbox" onChange={onChange} />} label="light" />
      <FormControlLabel control={<input type="checkbox" />} label="heavy" />
    </ThemeProvider>,
  );
  const light = screen.getByText('light');
  const heavy = screen.getByText('heavy');
  expect(light.tagName).toBe(heavy.tagName);
  expect(paint(light, TEXT)).toEqual(paint(heavy, TEXT));
  expect(paint(light.parentElement!, ROOT)).toEqual(paint(heavy.parentElement!, ROOT));
  expect(screen.getByRole('checkbox', { name: 'light' })).not.toBeChecked();
  fireEvent.click(light);
  expect(onChange).toHaveBeenCalledTimes(1);
});
