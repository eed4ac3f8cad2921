import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { ONE_TIME_CODE_LENGTH, VERIFICATION_CODE_TTL_SECONDS } from '../../../../shared/constants/auth';
import { RULE_MESSAGES, formatMmSs, resendState, validateOtpCode } from '../../../../shared/rules';
import { accountMessages as m } from '../messages';
import { useCountdown } from './use-countdown';

/**
 * The code step of a verification (seed 000 §4): a 300-second countdown; at zero resend is allowed and confirm is
 * disabled; resending early says 'please wait {m:ss}'. Codes are checked by validateOtpCode before sending.
 */
export function CodeStep({
  target,
  startedAt,
  pending,
  error,
  onConfirm,
  onResend,
}: {
  target: string;
  startedAt: number;
  pending: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
  onResend: () => void;
}) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remaining = useCountdown(VERIFICATION_CODE_TTL_SECONDS, startedAt);
  const state = resendState(remaining);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateOtpCode(code);
    setProblem(
      invalid === null
        ? null
        : intl.formatMessage(invalid === RULE_MESSAGES.codeRequired ? m.codeRequired : m.codeSixDigits),
    );
    if (invalid === null) onConfirm(code.trim());
  };
  const resend = () => {
    if (!state.canResend) {
      setNotice(intl.formatMessage(m.pleaseWait, { time: formatMmSs(remaining) }));
      return;
    }
    setNotice(null);
    setCode('');
    onResend();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{intl.formatMessage(m.codeSentTo, { target })}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {notice && (
        <Alert severity="warning" data-testid="please-wait">
          {notice}
        </Alert>
      )}
      <TextField
        label={intl.formatMessage(m.codeLabel)}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={problem !== null}
        helperText={problem ?? undefined}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: ONE_TIME_CODE_LENGTH } }}
      />
      <Typography color={state.canConfirm ? 'text.secondary' : 'error'} variant="body2" data-testid="countdown">
        {state.canConfirm
          ? intl.formatMessage(m.expiresIn, { time: formatMmSs(remaining) })
          : intl.formatMessage(m.expired)}
      </Typography>
      <Button type="submit" variant="contained" disabled={!state.canConfirm || pending}>
        {intl.formatMessage(m.confirm)}
      </Button>
      <Button onClick={resend}>{intl.formatMessage(m.resend)}</Button>
    </Box>
  );
}
