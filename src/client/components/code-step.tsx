import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { OTP_CODE_LENGTH, RULE_MESSAGES, formatMmSs, resendState, validateOtpCode } from '../../shared/rules';
import { useCountdown } from '../lib/use-countdown';

const defined = defineMessages({
  sentTo: {
    id: 'codeStep.sentTo',
    defaultMessage: 'Enter the {length}-digit code sent to {to}',
    description: 'Lead of every code screen; to is the phone or e-mail the code went to',
  },
  sentToEmail: {
    id: 'codeStep.sentToEmail',
    defaultMessage: 'OTP sent to email',
    description: 'Check-your-email note of a code sent by e-mail (spec wording)',
  },
  label: { id: 'codeStep.label', defaultMessage: 'One-time code', description: 'Label of the code field' },
  expiresIn: {
    id: 'codeStep.expiresIn',
    defaultMessage: 'Code expires in {time}',
    description: 'Countdown under the code field; time is m:ss',
  },
  expired: {
    id: 'codeStep.expired',
    defaultMessage: 'The code has expired. Send a new one.',
    description: 'Shown when the countdown reaches 0:00 (confirming is then disabled)',
  },
  pleaseWait: {
    id: 'codeStep.pleaseWait',
    defaultMessage: 'please wait {time}',
    description: 'Resend pressed before the countdown ended (spec wording); time is m:ss',
  },
  send: { id: 'codeStep.send', defaultMessage: 'Send code', description: 'Asks for the first code' },
  resend: { id: 'codeStep.resend', defaultMessage: 'Resend code', description: 'Asks for a new code' },
  codeRequired: { id: 'codeStep.codeRequired', defaultMessage: 'Code required', description: 'Empty code (spec)' },
  codeSixDigits: {
    id: 'codeStep.codeSixDigits',
    defaultMessage: 'Must be 6 digit numbers',
    description: 'A code that is not six digits (spec wording)',
  },
});
// Plain descriptors: react-intl 12 types defineMessages without placeholder values, which rejects `{time}` values.
export const codeStepMessages: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
const m = codeStepMessages;

export interface CodeStepProps {
  /** Where the code went (phone or e-mail), shown in the lead line. */
  sentTo: string;
  /** Adds the "OTP sent to email" note. */
  isEmail?: boolean;
  /**
   * When the code expires, in epoch milliseconds: `countdownExpiry(Date.now(), expiresIn)` with the server's
   * `expiresIn` of the answer that sent it. Null while no code has been sent (the resend button then says "Send code").
   */
  expiresAt: number | null;
  /** The 6 digits, trimmed, once they pass validateOtpCode (and validateExtra). */
  onSubmit: (code: string) => void;
  /** Asks the server for a (new) code; called only when none was sent yet or the last one expired. */
  onResend: () => void;
  submitLabel: string;
  /** The submit is under way (the button is disabled). */
  pending?: boolean;
  /** A resend is under way (the resend button is disabled). */
  resendPending?: boolean;
  /** The server's refusal of the last submit or resend, shown above the field. */
  error?: string | null;
  /** Extra fields between the code and the submit button (sign-up names, new password, terms). */
  children?: ReactNode;
  /** Runs before the code is checked; returns false to stop the submit (its own fields show their errors). */
  validateExtra?: () => boolean;
}

/**
 * The code screen of seed 000 §4, the same for login, sign-up, password reset and profile verification: a 6-digit
 * field ('Code required', 'Must be 6 digit numbers'), the countdown from the server's expiry in m:ss, confirming
 * disabled at zero, and resend allowed only then; pressing resend earlier says 'please wait {m:ss}'.
 */
export function CodeStep(props: CodeStepProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [waitNotice, setWaitNotice] = useState<string | null>(null);
  const remaining = useCountdown(props.expiresAt);
  const sent = props.expiresAt !== null;
  const { canResend, canConfirm } = resendState(remaining);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const extraOk = props.validateExtra ? props.validateExtra() : true;
    const invalid = validateOtpCode(code);
    setProblem(
      invalid === null
        ? null
        : intl.formatMessage(invalid === RULE_MESSAGES.codeRequired ? m.codeRequired : m.codeSixDigits),
    );
    if (invalid === null && extraOk) props.onSubmit(code.trim());
  };
  const resend = () => {
    if (sent && !canResend) {
      setWaitNotice(intl.formatMessage(m.pleaseWait, { time: formatMmSs(remaining) }));
      return;
    }
    setWaitNotice(null);
    setCode('');
    props.onResend();
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {props.isEmail && (
        <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
          {intl.formatMessage(m.sentToEmail)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(m.sentTo, { length: OTP_CODE_LENGTH, to: props.sentTo })}
      </Typography>
      {props.error && <Alert severity="error">{props.error}</Alert>}
      {waitNotice && (
        <Alert severity="warning" data-testid="please-wait">
          {waitNotice}
        </Alert>
      )}
      <TextField
        label={intl.formatMessage(m.label)}
        value={code}
        // Digits and the spaces people type between groups; validateOtpCode has the last word.
        onChange={(event) => setCode(event.target.value.replace(/[^\d\s]/g, '').slice(0, OTP_CODE_LENGTH + 2))}
        error={problem !== null}
        helperText={problem ?? undefined}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'otp-code' } }}
        fullWidth
        autoFocus
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography
          variant="body2"
          color={sent && !canConfirm ? 'error' : 'text.secondary'}
          role="timer"
          aria-live="polite"
          data-testid="code-countdown"
        >
          {!sent
            ? ''
            : canConfirm
              ? intl.formatMessage(m.expiresIn, { time: formatMmSs(remaining) })
              : intl.formatMessage(m.expired)}
        </Typography>
        <Button onClick={resend} disabled={props.resendPending} size="small" sx={{ flexShrink: 0 }}>
          {intl.formatMessage(sent ? m.resend : m.send)}
        </Button>
      </Stack>
      {props.children}
      <Button type="submit" variant="contained" size="large" disabled={props.pending || !sent || !canConfirm}>
        {props.submitLabel}
      </Button>
    </Stack>
  );
}
