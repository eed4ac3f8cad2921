import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from './text-input';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ONE_TIME_CODE_LENGTH } from '../../shared/constants/auth';
import { RULE_MESSAGES, formatMmSs, resendState, validateOtpCode } from '../../shared/rules';
import { useCountdown } from '../lib/use-countdown';
import { ErrorAlert } from './error-alert';

const defined = defineMessages({
  code: { id: 'codeStep.field.code', defaultMessage: 'One-time code', description: '6-digit code field label' },
  sentTo: {
    id: 'codeStep.sentTo',
    defaultMessage: 'Enter the 6-digit code sent to {to}',
    description: 'Code step lead; to is the phone or e-mail',
  },
  expiresIn: {
    id: 'codeStep.expiresIn',
    defaultMessage: 'Code expires in {time}',
    description: 'Countdown under the code field; time is m:ss',
  },
  expired: {
    id: 'codeStep.expired',
    defaultMessage: 'The code has expired. Send a new one.',
    description: 'Shown when the countdown reaches 0:00',
  },
  pleaseWait: {
    id: 'codeStep.pleaseWait',
    defaultMessage: 'please wait {time}',
    description: 'Resend pressed before the countdown ended (spec wording); time is m:ss',
  },
  sendCode: { id: 'codeStep.sendCode', defaultMessage: 'Send code', description: 'Request a one-time code' },
  resend: { id: 'codeStep.resend', defaultMessage: 'Resend code', description: 'Request a new code' },
  codeRequired: { id: 'codeStep.rule.codeRequired', defaultMessage: 'Code required', description: 'Empty code' },
  codeSixDigits: {
    id: 'codeStep.rule.codeSixDigits',
    defaultMessage: 'Must be 6 digit numbers',
    description: 'Code that is not 6 digits',
  },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values, which rejects `{time}` values.
const m: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;

interface CodeStepProps {
  /** Where the code went (phone or e-mail), shown in the lead line. */
  sentTo: string;
  /** When the code dies, in epoch ms, from the server's `expiresIn`; null until a code was sent. */
  expiresAt: number | null;
  onSubmit: (code: string) => void;
  /** Asks for a (new) code; called only when none is live, so the server's per-identity limit is spared. */
  onResend: () => void;
  submitLabel: string;
  /** The resend button's words where a screen's spec names them (the register flow's 'RESEND CODE'). */
  resendLabel?: string;
  pending?: boolean;
  resendPending?: boolean;
  /** The server's answer to the last try (wrong code, expired …). */
  error?: string | null;
  /** A note above the lead line (e.g. that the code went by e-mail). */
  notice?: ReactNode;
  /** Extra fields between the code and the button (sign-up names, new password, terms). */
  children?: ReactNode;
  /** Runs before the code is checked; returns false to stop the submit (its own fields show their errors). */
  validateExtra?: () => boolean;
  /** Keeps the submit button disabled until all 6 digits are typed (quick login's LOG IN, seed 002 §5). */
  submitNeedsFullCode?: boolean;
  /** Hides the resend button while the code lives (quick login, seed 002 §4: shown again at expiry). */
  hideResendWhileLive?: boolean;
}

/**
 * The code step of every code screen (seed 000 §4 login and verification): a 6-digit field ('Code required', 'Must
 * be 6 digit numbers'), the countdown of the code's lifetime in m:ss, and resend. At zero, resend is allowed and
 * confirming is disabled (the code has expired); resending early says 'please wait {m:ss}'.
 */
export function CodeStep(props: CodeStepProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [wait, setWait] = useState<string | null>(null);
  const remaining = useCountdown(props.expiresAt);
  const sent = props.expiresAt !== null;
  const state = resendState(remaining);

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
    if (sent && !state.canResend) {
      setWait(intl.formatMessage(m.pleaseWait, { time: formatMmSs(remaining) }));
      return;
    }
    setWait(null);
    setCode('');
    props.onResend();
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {props.notice}
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(m.sentTo, { to: props.sentTo })}
      </Typography>
      <ErrorAlert message={props.error} />
      {wait && (
        <Alert severity="warning" data-testid="please-wait">
          {wait}
        </Alert>
      )}
      <TextInput
        label={intl.formatMessage(m.code)}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/[^\d\s]/g, '').slice(0, ONE_TIME_CODE_LENGTH + 2))}
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
          color={sent && !state.canConfirm ? 'error' : 'text.secondary'}
          role="timer"
          aria-live="polite"
          data-testid="code-countdown"
        >
          {!sent
            ? ''
            : state.canConfirm
              ? intl.formatMessage(m.expiresIn, { time: formatMmSs(remaining) })
              : intl.formatMessage(m.expired)}
        </Typography>
        {!(props.hideResendWhileLive && sent && !state.canResend) && (
          <Button onClick={resend} disabled={props.resendPending} size="small" sx={{ flexShrink: 0 }}>
            {sent ? (props.resendLabel ?? intl.formatMessage(m.resend)) : intl.formatMessage(m.sendCode)}
          </Button>
        )}
      </Stack>
      {props.children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={
          props.pending ||
          !sent ||
          !state.canConfirm ||
          (props.submitNeedsFullCode === true && validateOtpCode(code) !== null)
        }
      >
        {props.submitLabel}
      </Button>
    </Stack>
  );
}
