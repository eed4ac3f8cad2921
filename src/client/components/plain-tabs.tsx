import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';

/** One tab: its value, its visible label, and optionally its id and the id of the panel it controls. */
export interface PlainTab<T extends string | number> {
  value: T;
  label: string;
  id?: string;
  panelId?: string;
}

const TabList = styled('div')({ display: 'flex', minHeight: 48 });

/**
 * MUI's full-width Tab look (button type, 48 px, secondary text, the selected one in the brand's on-page shade over
 * a 2 px bar) on ButtonBase, which the entry already carries.
 */
const TabButton = styled(ButtonBase)(({ theme }) => ({
  ...theme.typography.button,
  flex: '1 1 0',
  minWidth: 0,
  minHeight: 48,
  padding: '12px 16px',
  position: 'relative',
  overflow: 'hidden',
  whiteSpace: 'normal',
  textAlign: 'center',
  lineHeight: 1.25,
  color: theme.palette.text.secondary,
  '&[aria-selected="true"]': { color: theme.palette.primaryOnPage.main },
  '&[aria-selected="true"]::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: 2,
    backgroundColor: theme.palette.primaryOnPage.main,
  },
}));

/** The tab the arrow, Home and End keys move the focus to (wrapping at the ends), or null for other keys. */
function tabToFocus(tabs: HTMLElement[], current: number, key: string): HTMLElement | null {
  const last = tabs.length - 1;
  const index =
    key === 'ArrowRight'
      ? current === last
        ? 0
        : current + 1
      : key === 'ArrowLeft'
        ? current === 0
          ? last
          : current - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : -1;
  return tabs[index] ?? null;
}

/**
 * A row of full-width tabs with the WAI-ARIA tabs pattern (tablist, tabs with aria-selected, one tab in the Tab
 * order, arrows / Home / End move the focus, Enter, Space or a tap selects), in place of MUI's Tabs on the first
 * screens. Tabs' scroll buttons, roving-index hook and sliding indicator are ~7 KB gzip, and Tabs measures itself
 * in an effect when it mounts, a forced layout of the whole page inside the render of the screen's data.
 */
export function PlainTabs<T extends string | number>({
  tabs,
  value,
  onChange,
  'aria-label': label,
}: {
  tabs: PlainTab<T>[];
  value: T;
  onChange: (value: T) => void;
  'aria-label'?: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const elements = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const target = tabToFocus(elements, elements.indexOf(event.target as HTMLElement), event.key);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <TabButton
            key={String(tab.value)}
            role="tab"
            id={tab.id}
            aria-controls={tab.panelId}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            focusRipple
            onClick={() => {
              if (!selected) onChange(tab.value);
            }}
          >
            {tab.label}
          </TabButton>
        );
      })}
    </TabList>
  );
}
