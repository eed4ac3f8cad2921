import { TextInput } from '../../../components/text-input';
import { useEffect, useState } from 'react';
import { parseTypedAmount } from '../lib/amounts';

/**
 * A typed amount: digits (with up to 2 decimals unless `wholeOnly`), held as the number the rules work on. What
 * cannot be an amount is not taken; `clamp` caps what is typed (0 through the balance), and the field then shows
 * the capped number.
 */
export function AmountField({
  label,
  value,
  onChange,
  wholeOnly,
  clamp,
  testId,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  wholeOnly: boolean;
  clamp: (value: number) => number;
  testId?: string;
  error?: string | null;
}) {
  const [text, setText] = useState(String(value));
  // A value set from outside (stepper, slider, quick amount, reset) replaces what was typed.
  useEffect(() => {
    setText((typed) => (parseTypedAmount(typed, wholeOnly) === value ? typed : String(value)));
  }, [value, wholeOnly]);
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(event) => {
        const parsed = parseTypedAmount(event.target.value, wholeOnly);
        if (parsed === null) return;
        const capped = clamp(parsed);
        setText(capped === parsed ? event.target.value : String(capped));
        onChange(capped);
      }}
      error={Boolean(error)}
      helperText={error ?? undefined}
      fullWidth
      slotProps={{ htmlInput: { inputMode: wholeOnly ? 'numeric' : 'decimal', 'data-testid': testId } }}
    />
  );
}
