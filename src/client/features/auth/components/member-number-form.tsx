import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/text-input';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { REF_NO_PATTERN } from '../../../../shared/constants/auth';
import { authMessages as m } from '../messages';
import { PasswordField } from './password-field';

/** The number as printed on a card may carry spaces or dashes; the API takes the digits. */
export const normalizeRefNo = (value: string): string => value.replace(/[\s-]/g, '');
const REF_NO = new RegExp(REF_NO_PATTERN);

/** Membership-number login (login form field refNo): the number on the member's card and the account password. */
export function MemberNumberForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (input: { refNo: string; password: string }) => void;
}) {
  const intl = useIntl();
  const [refNo, setRefNo] = useState('');
  const [password, setPassword] = useState('');
  const [refNoError, setRefNoError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = normalizeRefNo(refNo);
    const badNumber = !REF_NO.test(digits);
    setRefNoError(badNumber ? intl.formatMessage(m.refNoInvalid) : null);
    setPasswordError(password ? null : intl.formatMessage(m.passwordRequired));
    if (!badNumber && password) onSubmit({ refNo: digits, password });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextInput
        label={intl.formatMessage(m.refNo)}
        value={refNo}
        onChange={(event) => setRefNo(event.target.value)}
        error={Boolean(refNoError)}
        helperText={refNoError ?? undefined}
        disabled={busy}
        autoComplete="username"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 24 } }}
      />
      <PasswordField
        label={intl.formatMessage(m.password)}
        value={password}
        onChange={setPassword}
        error={passwordError}
        disabled={busy}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {intl.formatMessage(m.logIn)}
      </Button>
    </Stack>
  );
}
