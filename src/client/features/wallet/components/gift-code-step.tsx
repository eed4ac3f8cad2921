import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/text-input';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatMmSs } from '../../../../shared/rules';
import { isCompleteGiftCode } from '../../../../shared/rules/wallet';
import { GIFT_CODE_LENGTH } from '../../../../shared/constants/wallet';
import { useCountdown } from '../../../lib/use-countdown';
import { walletMessages as m } from '../messages';

/**
 * The gift's 4-digit code step (seed 001 §4, §5): digits only, Confirm appears only once all 4 are there, and the
 * code's lifetime counts down (at 0:00 the gift has to start again). The 4-digit twin of the 6-digit CodeStep of
 * src/client/components, which asks for codes by itself; this one's code came with the gift request.
 */
export function GiftCodeStep({
  lead,
  expiresAt,
  onConfirm,
  onCancel,
  pending,
  error,
}: {
  lead: string;
  expiresAt: string;
  onConfirm: (code: string) => void;
  onCancel: () => void;
  pending: boolean;
  error: string | null;
}) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const remaining = useCountdown(Date.parse(expiresAt));
  const live = remaining > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isCompleteGiftCode(code) && live) onConfirm(code);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="gift-code-step">
      <Typography>{lead}</Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextInput
        label={intl.formatMessage(m.giftCode)}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, GIFT_CODE_LENGTH))}
        autoComplete="one-time-code"
        autoFocus
        disabled={!live}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: GIFT_CODE_LENGTH, 'data-testid': 'gift-code' } }}
      />
      <Typography variant="body2" color={live ? 'text.secondary' : 'error'} role="timer" aria-live="polite">
        {live ? intl.formatMessage(m.codeExpiresIn, { time: formatMmSs(remaining) }) : intl.formatMessage(m.codeGone)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
        {isCompleteGiftCode(code) && live && (
          <Button type="submit" variant="contained" disabled={pending}>
            {intl.formatMessage(m.confirm)}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
