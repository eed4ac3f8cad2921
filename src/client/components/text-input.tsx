import FormControl from '@mui/material/FormControl';
import type { FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import type { InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';
import type { ChangeEvent, FocusEvent, HTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';

/** The props of the `<input>` itself, plus `data-*` attributes (tests find some fields by `data-testid`). */
type HtmlInputProps = InputBaseComponentProps & { [data: `data-${string}`]: string | undefined };

export interface TextInputProps extends Pick<FormControlProps, 'sx' | 'className' | 'size' | 'margin'> {
  label?: ReactNode;
  value?: unknown;
  defaultValue?: unknown;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Shown under the field and tied to the input by aria-describedby (an error message, usually). */
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  /** Set on the `<input>` (TextField put it on its wrapper, where keyboards ignore it). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: string;
  name?: string;
  id?: string;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** The same slots as TextField's, so a TextField becomes a TextInput by renaming it. */
  slotProps?: {
    htmlInput?: HtmlInputProps;
    input?: Partial<OutlinedInputProps>;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * A plain outlined text field: what MUI's TextField renders for a text input (FormControl + InputLabel +
 * OutlinedInput + FormHelperText, wired by the same ids, so labels and helper texts reach assistive technology
 * alike), without TextField's `select` mode, whose Select → Menu → Popover → Modal (~15 KB gzip) TextField always
 * bundles. Use it for every field that is not a dropdown; a dropdown is a Select of its own, loaded where it shows.
 */
export function TextInput({
  label,
  helperText,
  error = false,
  disabled = false,
  required = false,
  fullWidth = false,
  sx,
  className,
  size,
  margin,
  id: idOverride,
  inputMode,
  slotProps = {},
  ...inputProps
}: TextInputProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const { htmlInput, input, inputLabel, formHelperText } = slotProps;
  return (
    <FormControl
      variant="outlined"
      sx={sx}
      className={className}
      size={size}
      margin={margin}
      error={error}
      disabled={disabled}
      required={required}
      fullWidth={fullWidth}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        aria-describedby={helperTextId}
        label={hasLabel ? label : undefined}
        notched={inputLabel?.shrink}
        fullWidth={fullWidth}
        inputProps={inputMode ? { inputMode, ...htmlInput } : htmlInput}
        {...inputProps}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
