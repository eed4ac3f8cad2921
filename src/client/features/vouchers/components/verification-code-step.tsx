import { TextInput } from '../../../components/text-input';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { VOUCHER_CODE_LENGTH } from '../../../../shared/constants/vouchers';
import { voucherMessages as m } from '../messages';

const CODE_PATTERN = new RegExp(`^\\d{${VOUCHER_CODE_LENGTH}}$`);

/**
 * The 4-digit SMS code of a voucher purchase or gift (seed 001 §5: 'Required', 'Must be 4 digit numbers'): the field
 * and `check`, which answers the code when it is valid and shows why not otherwise.
 */
export function useVerificationCode() {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = (): string | null => {
    const problem = !code ? m.required : CODE_PATTERN.test(code) ? null : m.codeFourDigits;
    setError(problem && intl.formatMessage(problem));
    return problem ? null : code;
  };
  const clear = () => {
    setCode('');
    setError(null);
  };
  const step = (sentTo: string | null) => (
    <>
      <Typography variant="body2">{intl.formatMessage(m.codeSentTo, { to: sentTo ?? '' })}</Typography>
      <TextInput
        label={intl.formatMessage(m.smsCode)}
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, VOUCHER_CODE_LENGTH));
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
      />
    </>
  );
  return { check, clear, step };
}
