import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface DialCodeOption {
  /** ISO country code; empty for a code of no listed country (the one shown before the list has loaded). */
  code: string;
  name: string;
  dial_code: string;
}

export interface DialCodeMenuProps {
  id: string;
  /** The field's label, which names the list too. */
  labelId: string;
  /** The field: the list opens under it, at least as wide. */
  anchorEl: HTMLElement;
  open: boolean;
  value: string;
  options: readonly DialCodeOption[];
  onChoose: (dialCode: string) => void;
  onClose: () => void;
}

/**
 * The countries of DialCodeField as a listbox under the field with the chosen one focused, placed and sized as
 * MUI's Select places its menu. Loaded by the field when first opened.
 */
export default function DialCodeMenu(props: DialCodeMenuProps) {
  const { id, labelId, anchorEl, open, value, options, onChoose, onClose } = props;
  return (
    <Menu
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      variant="selectedMenu"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        list: { id, role: 'listbox', 'aria-labelledby': labelId },
        paper: { sx: { minWidth: anchorEl.clientWidth } },
      }}
    >
      {options.map((country) => (
        <MenuItem
          key={`${country.code}${country.dial_code}`}
          role="option"
          selected={country.dial_code === value}
          aria-selected={country.dial_code === value}
          onClick={() => onChoose(country.dial_code)}
        >
          {country.name ? `${country.name} (${country.dial_code})` : country.dial_code}
        </MenuItem>
      ))}
    </Menu>
  );
}
