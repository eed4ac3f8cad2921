import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

export interface OutlinedFieldProps extends Pick<
  OutlinedInputProps,
  'value' | 'onChange' | 'onBlur' | 'onKeyDown' | 'multiline' | 'minRows' | 'size' | 'disabled'
> {
  label?: string;
  helperText?: ReactNode;
  error?: boolean;
  sx?: SxProps<Theme>;
  /** TextField's slot for the `<input>` itself, so a TextField of the cart became this field by renaming it. */
  slotProps?: { htmlInput?: InputBaseComponentProps };
}

/**
 * The cart's outlined text field (issue 14): what MUI's TextField renders for its outlined variant — label, input
 * and helper text tied together by ids — without TextField, whose select mode (Select, Menu, Popover) rides along on
 * the first load of every screen using it. The shared light field of src/client/components (perf-screens: TextInput,
 * same props) replaces this one once both are merged.
 */
export function OutlinedField({
  label,
  helperText,
  error,
  sx,
  size,
  disabled,
  slotProps,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" size={size} error={error} disabled={disabled} sx={sx}>
      {label !== undefined && <InputLabel htmlFor={id}>{label}</InputLabel>}
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={helperText ? helperId : undefined}
        inputProps={slotProps?.htmlInput}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
