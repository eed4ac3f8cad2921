import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { OTP_CODE_LENGTH, RULE_MESSAGES, formatMmSs, validateOtpCode } from '../../../../shared/rules';
import { authMessages as m } from '../messages';
import { useCountdown } from './use-countdown';

interface CodeStepProps {
  /** Where the code went (phone or e-mail), shown in the lead line. */
  sentTo: string;
  isEmail: boolean;
  expiresAt: number | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  submitLabel: string;
  pending?: boolean;
  resendPending?: boolean;
  /** Extra fields between the code and the button (sign-up names, new password, terms). */
  children?: ReactNode;
  /** Runs before the code is checked; returns false to stop the submit (its own fields show their errors). */
  validateExtra?: () => boolean;
}

/**
 * The code screen of seed 000 §4: a 6-digit field ('Code required', 'Must be 6 digit numbers'), the 10-minute
 * countdown in m:ss, and resend once it reaches zero (confirming is then disabled: the code has expired).
 */
export function CodeStep(props: CodeStepProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remaining = useCountdown(props.expiresAt);
  const expired = props.expiresAt !== null && remaining === 0;
  const canResend = props.expiresAt === null || expired;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const extraOk = props.validateExtra ? props.validateExtra() : true;
    const problem = validateOtpCode(code);
    setError(
      problem === null
        ? null
        : intl.formatMessage(problem === RULE_MESSAGES.codeRequired ? m.codeRequired : m.codeMustBeSixDigits),
    );
    if (problem === null && extraOk) props.onSubmit(code.trim());
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {props.isEmail && (
        <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
          {intl.formatMessage(m.otpSentToEmail)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(m.codeSentTo, { to: props.sentTo })}
      </Typography>
      <TextField
        label={intl.formatMessage(m.code)}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/[^\d\s]/g, '').slice(0, OTP_CODE_LENGTH + 2))}
        error={Boolean(error)}
        helperText={error ?? undefined}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'otp-code' } }}
        fullWidth
        autoFocus
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography
          variant="body2"
          color={expired ? 'error' : 'text.secondary'}
          role="timer"
          aria-live="polite"
          data-testid="code-countdown"
        >
          {props.expiresAt === null
            ? ''
            : expired
              ? intl.formatMessage(m.codeExpired)
              : intl.formatMessage(m.codeExpiresIn, { time: formatMmSs(remaining) })}
        </Typography>
        <Button
          onClick={props.onResend}
          disabled={!canResend || props.resendPending}
          size="small"
          sx={{ flexShrink: 0 }}
        >
          {intl.formatMessage(props.expiresAt === null ? m.sendCode : m.resend)}
        </Button>
      </Stack>
      {props.children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={props.pending || expired || props.expiresAt === null}
      >
        {props.submitLabel}
      </Button>
    </Stack>
  );
}
