import { ThemeProvider } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ComponentProps } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { sampleConfig } from '../testing/sample-config';
import { ChoiceButtons } from './choice-buttons';

const PAINT = [
  'padding',
  'font-size',
  'font-weight',
  'color',
  'background-color',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-left-radius',
  'border-bottom-right-radius',
  'border-right',
  'border-top',
];

function paint(element: Element) {
  const style = getComputedStyle(element);
  return Object.fromEntries(PAINT.map((property) => [property, style.getPropertyValue(property)]));
}

const CHOICES = [
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'E-mail' },
  { value: 'refNo', label: 'Membership no.' },
];

/** MUI's small exclusive group of the same choices, to compare with. */
function HeavyGroup(props: Omit<ComponentProps<typeof ToggleButtonGroup>, 'children'>) {
  return (
    <ToggleButtonGroup aria-label="heavy" exclusive size="small" {...props}>
      {CHOICES.map((choice) => (
        <ToggleButton key={choice.value} value={choice.value}>
          {choice.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

test.each(['phone', 'email', 'refNo'])(
  'with %s chosen, each button is painted as in the ToggleButtonGroup',
  (value) => {
    render(
      <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
        <ChoiceButtons aria-label="light" choices={CHOICES} value={value} onChange={() => undefined} />
        <HeavyGroup fullWidth color="primary" value={value} />
      </ThemeProvider>,
    );
    const buttons = (group: string) => within(screen.getByRole('group', { name: group })).getAllByRole('button');
    expect(buttons('light').map(paint)).toEqual(buttons('heavy').map(paint));
    // The shared borders, drawn once: ToggleButtonGroup's rule for this is a descendant selector, which jsdom's
    // computed style ranks below the button's own later rule (browsers rank it above), so it is checked by value.
    expect(buttons('light').map((button) => getComputedStyle(button).marginLeft)).toEqual(['0px', '-1px', '-1px']);
    expect(buttons('light').map((button) => button.getAttribute('aria-pressed'))).toEqual(
      buttons('heavy').map((button) => button.getAttribute('aria-pressed')),
    );
  },
);

test('a tap on another choice reports it; a tap on the chosen one reports nothing', async () => {
  const onChange = jest.fn();
  render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <ChoiceButtons aria-label="Channel" choices={CHOICES} value="phone" onChange={onChange} />
    </ThemeProvider>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Membership no.' }));
  });
  expect(onChange.mock.calls).toEqual([['refNo']]);
});

test.each([
  ['compact, in the text colour (the menu view toggle)', { color: 'standard', disabled: false }],
  ['compact, in the brand shade, disabled while busy (the order mode bar)', { color: 'primary', disabled: true }],
] as const)('%s: each button is painted as in the ToggleButtonGroup', (_, { color, disabled }) => {
  render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <ChoiceButtons
        aria-label="light"
        fullWidth={false}
        color={color}
        disabled={disabled}
        choices={CHOICES}
        value="email"
        onChange={() => undefined}
      />
      <HeavyGroup color={color} disabled={disabled} value="email" />
    </ThemeProvider>,
  );
  const group = (name: string) => screen.getByRole('group', { name });
  const buttons = (name: string) => within(group(name)).getAllByRole('button');
  expect(buttons('light').map(paint)).toEqual(buttons('heavy').map(paint));
  expect(getComputedStyle(group('light')).display).toBe(getComputedStyle(group('heavy')).display);
  expect(buttons('light').map((button) => getComputedStyle(button).flex)).toEqual(['', '', '']);
  expect(buttons('light').map((button) => (button as HTMLButtonElement).disabled)).toEqual(
    buttons('heavy').map((button) => (button as HTMLButtonElement).disabled),
  );
});

test('an icon choice is named by its aria-label and carries its test id', () => {
  render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <ChoiceButtons
        aria-label="View"
        fullWidth={false}
        choices={[
          { value: 'grid', label: <svg />, 'aria-label': 'Grid view', 'data-testid': 'view-grid' },
          { value: 'list', label: <svg />, 'aria-label': 'List view', 'data-testid': 'view-list' },
        ]}
        value="grid"
        onChange={() => undefined}
      />
    </ThemeProvider>,
  );
  expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('view-list')).toHaveAccessibleName('List view');
});
