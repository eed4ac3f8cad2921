import { createSvgIcon } from '@mui/material/utils';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { countriesQuery } from '../../../api/countries';
import { OutlinedField } from '../../../components/outlined-field';
import type { DialCodeOption } from './dial-code-menu';

// The list of countries is a Menu (Popover, Modal, focus trap, transitions: ~12 KB gzip), needed only once the
// field is opened: it loads then, and the field itself is a read-only text input that looks like a closed Select.
const loadMenu = () => import(/* webpackChunkName: "dial-code-menu" */ './dial-code-menu');
const DialCodeMenu = lazy(loadMenu);

const ArrowDropDownIcon = createSvgIcon(<path d="M7 10l5 5 5-5z" />, 'ArrowDropDown');

/** Keys that open a closed Select (MUI's SelectInput opens on these too). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export interface DialCodeFieldProps {
  label: string;
  value: string;
  /** The countries to offer; by default the app's list (GET /api/countries), asked for on the first touch. */
  options?: readonly DialCodeOption[];
  onChange: (dialCode: string) => void;
  disabled?: boolean;
  width: number;
}

/** A dial-code picker: the chosen code in an outlined field; a tap or Enter lists the countries to choose from. */
export function DialCodeField({ label, value, options, onChange, disabled, width }: DialCodeFieldProps) {
  const fieldId = useId();
  const menuId = `${fieldId}-listbox`;
  const field = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // Set at the first opening and kept, so the menu stays mounted: its closing transition runs, reopening is instant.
  const [anchorEl, setAnchorEl] = useState<HTMLDivElement | null>(null);
  const openMenu = () => {
    if (disabled) return;
    setAnchorEl(field.current);
    setOpen(true);
  };
  // Starts the downloads on the first touch or focus, ahead of the click that opens the list.
  const prepareMenu = () => {
    void loadMenu();
    if (!options) void queryClient.prefetchQuery(countriesQuery());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    openMenu();
  };
  return (
    <>
      <OutlinedField
        id={fieldId}
        label={label}
        value={value}
        disabled={disabled}
        readOnly
        sx={{ width, flexShrink: 0 }}
        boxRef={field}
        onBoxClick={openMenu}
        onBoxPointerDown={prepareMenu}
        onFocus={prepareMenu}
        onKeyDown={onKeyDown}
        endAdornment={
          <ArrowDropDownIcon
            sx={{
              position: 'absolute',
              right: 7,
              top: 'calc(50% - .5em)',
              pointerEvents: 'none',
              color: disabled ? 'action.disabled' : 'action.active',
              transform: open ? 'rotate(180deg)' : undefined,
            }}
          />
        }
        boxSx={{ cursor: disabled ? 'default' : 'pointer', '& input': { cursor: 'inherit' } }}
        inputAttributes={{
          role: 'combobox',
          inputMode: 'none',
          'aria-haspopup': 'listbox',
          'aria-expanded': open,
          'aria-controls': open ? menuId : undefined,
        }}
      />
      {anchorEl && (
        <Suspense fallback={null}>
          <DialCodeMenu
            id={menuId}
            labelId={`${fieldId}-label`}
            anchorEl={anchorEl}
            open={open}
            value={value}
            options={options}
            onChoose={(dialCode) => {
              setOpen(false);
              if (dialCode !== value) onChange(dialCode);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
