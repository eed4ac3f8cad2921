import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { countriesQuery } from '../../../api/countries';

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
  /** The countries to list; without them, the app's list (GET /api/countries), fetched with this menu. */
  options?: readonly DialCodeOption[];
  onChoose: (dialCode: string) => void;
  onClose: () => void;
}

/**
 * The countries of DialCodeField, loaded by the field when first opened. The app's list is asked for here, so its
 * query hooks stay off the form's first load too (issue 14).
 */
export default function DialCodeMenu({ options, ...props }: DialCodeMenuProps) {
  return options ? <OptionsMenu {...props} options={options} /> : <CountriesMenu {...props} />;
}

type OptionsMenuProps = Omit<DialCodeMenuProps, 'options'> & { options: readonly DialCodeOption[] };

/** Until the list arrives it holds the chosen code alone. */
function CountriesMenu(props: Omit<DialCodeMenuProps, 'options'>) {
  const countries = useQuery({ ...countriesQuery(), select: (answer) => answer.data });
  return <OptionsMenu {...props} options={countries.data ?? [{ code: '', name: '', dial_code: props.value }]} />;
}

/** A listbox under the field with the chosen one focused, placed and sized as MUI's Select places its menu. */
function OptionsMenu(props: OptionsMenuProps) {
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
