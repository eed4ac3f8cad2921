import { useIntl } from 'react-intl';
import { REMARK_MAX_LENGTH } from '../../../../../shared/constants/ordering';
import { TextInput } from '../../../../components/text-input';
import { cartMessages as m } from '../messages';

/**
 * The cart's remark (seed 002 §2), where the outlet takes remarks: its own chunk (issue 14), since the text field's
 * input, label, outline and autosize (7 KB gzip) are on no other part of the cart's first screen.
 */
export function RemarkField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  return (
    <TextInput
      label={intl.formatMessage(m.remark)}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, REMARK_MAX_LENGTH))}
      multiline
      minRows={2}
      helperText={intl.formatMessage(m.remarkHelp, { count: value.length, max: REMARK_MAX_LENGTH })}
      slotProps={{ htmlInput: { maxLength: REMARK_MAX_LENGTH } }}
    />
  );
}
