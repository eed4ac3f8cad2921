import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { sampleConfig } from '../testing/sample-config';
import { PlainTabs } from './plain-tabs';

/** One interaction, with the promise MUI's lazy ripple starts on resolved inside act. */
async function settle(interaction: () => unknown) {
  await act(async () => {
    interaction();
  });
}

const TABS = [
  { value: 'about', label: 'About', id: 'tab-about', panelId: 'panel' },
  { value: 'outlets', label: 'Outlets', id: 'tab-outlets', panelId: 'panel' },
  { value: 'activity', label: 'Activity', id: 'tab-activity', panelId: 'panel' },
] as const;

function renderTabs(onChange: (value: string) => void = () => undefined) {
  function Harness() {
    const [value, setValue] = useState<string>('about');
    return (
      <PlainTabs
        aria-label="Merchant"
        tabs={[...TABS]}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  return render(
    <ThemeProvider theme={createTenantTheme(sampleConfig().theme)}>
      <Harness />
    </ThemeProvider>,
  );
}

test('a named tablist whose selected tab alone is in the Tab order and controls the panel', () => {
  renderTabs();
  expect(screen.getByRole('tablist', { name: 'Merchant' })).toBeTruthy();
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
    ['About', 'true', 0],
    ['Outlets', 'false', -1],
    ['Activity', 'false', -1],
  ]);
  expect(tabs.map((tab) => [tab.id, tab.getAttribute('aria-controls')])[1]).toEqual(['tab-outlets', 'panel']);
});

test('a tap selects another tab and reports it once; tapping the selected tab reports nothing', async () => {
  const onChange = jest.fn();
  renderTabs(onChange);
  await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'Activity' })));
  await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'Activity' })));
  expect(onChange.mock.calls).toEqual([['activity']]);
  expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tab', { name: 'About' }).tabIndex).toBe(-1);
});

test('arrows move the focus round the tabs, Home and End to the ends, without selecting', async () => {
  const onChange = jest.fn();
  renderTabs(onChange);
  const [about, outlets, activity] = screen.getAllByRole('tab');
  await settle(() => about.focus());
  await settle(() => fireEvent.keyDown(about, { key: 'ArrowRight' }));
  expect(document.activeElement).toBe(outlets);
  await settle(() => fireEvent.keyDown(outlets, { key: 'End' }));
  expect(document.activeElement).toBe(activity);
  await settle(() => fireEvent.keyDown(activity, { key: 'ArrowRight' }));
  expect(document.activeElement).toBe(about);
  await settle(() => fireEvent.keyDown(about, { key: 'ArrowLeft' }));
  expect(document.activeElement).toBe(activity);
  await settle(() => fireEvent.keyDown(activity, { key: 'Home' }));
  expect(document.activeElement).toBe(about);
  expect(onChange).not.toHaveBeenCalled();
});

test('the selected tab is painted in the brand on-page shade, the others in the secondary text colour', () => {
  const theme = createTenantTheme(sampleConfig().theme);
  renderTabs();
  const colour = (name: string) => getComputedStyle(screen.getByRole('tab', { name })).color;
  const rgb = (css: string) => {
    const probe = document.createElement('span');
    probe.style.color = css;
    return probe.style.color;
  };
  expect(colour('About')).toBe(rgb(theme.palette.primaryOnPage.main));
  expect(colour('Outlets')).toBe(rgb(theme.palette.text.secondary));
});
