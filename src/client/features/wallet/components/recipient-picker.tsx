import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { COUNTRIES } from '../../../../shared/constants/countries';
import { phoneOf, normalizePhone, splitPhone } from '../../../../shared/auth/identity';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { isApiError } from '../../../api/api-error';
import { useSearchGiftRecipient } from '../../../api/wallet';
import { readRecentRecipients } from '../lib/recent-recipients';
import { walletText } from '../lib/wallet-message';
import { walletMessages as m } from '../messages';
import { PhoneField, type PhoneValue } from './phone-field';

export interface FoundRecipient {
  phone: string;
  name: string;
  avatar: string | null;
  joined: boolean;
}

const DIAL_CODES = COUNTRIES.map((country) => country.dial_code);

/**
 * Who receives the gift (seed 001 §5, §8): a phone searched inside this app ('User not found!', 'It is your phone
 * number'), or one of the 10 recent recipients kept on this device. Shows the member found: name and avatar only.
 */
export function RecipientPicker({
  merchantId,
  ownPhone,
  initialDialCode,
  recipient,
  onRecipient,
  disabled,
}: {
  merchantId: string;
  ownPhone: string | null;
  initialDialCode: string;
  recipient: FoundRecipient | null;
  onRecipient: (recipient: FoundRecipient | null) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const search = useSearchGiftRecipient(merchantId);
  const [phone, setPhone] = useState<PhoneValue>({ dialCode: initialDialCode, local: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const recents = readRecentRecipients(window.localStorage);

  const find = (full: string | null) => {
    if (!full) return setProblem(intl.formatMessage(m.invalidPhone));
    if (ownPhone !== null && normalizePhone(ownPhone) === full) return setProblem(intl.formatMessage(m.ownPhoneNumber));
    setProblem(null);
    search.mutate(full, {
      onSuccess: ({ data }) => onRecipient({ phone: full, ...data.recipient, joined: data.joined }),
      onError: (error) => {
        onRecipient(null);
        const notFound = isApiError(error) && error.status === 404;
        dispatch(toastShown({ type: notFound ? 'warning' : 'error', message: walletText(intl, error.message) }));
      },
    });
  };
  const pickRecent = (full: string) => {
    const split = splitPhone(full, DIAL_CODES);
    setPhone(split ? { dialCode: split.dialCode, local: split.phone } : { dialCode: initialDialCode, local: full });
    find(full);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <PhoneField
          value={phone}
          onChange={(value) => {
            setPhone(value);
            onRecipient(null);
          }}
          error={problem}
          disabled={disabled}
        />
        <Button
          variant="outlined"
          onClick={() => find(phoneOf(phone.dialCode, phone.local))}
          disabled={disabled || search.isPending}
          sx={{ mt: 1 }}
        >
          {intl.formatMessage(m.search)}
        </Button>
      </Stack>
      {recents.length > 0 && (
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" component="h2">
            {intl.formatMessage(m.recent)}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="recent-recipients">
            {recents.map((recent) => (
              <Chip
                key={recent.phone}
                label={`${recent.name} · ${recent.phone}`}
                onClick={() => pickRecent(recent.phone)}
                disabled={disabled}
                variant={recipient?.phone === recent.phone ? 'filled' : 'outlined'}
              />
            ))}
          </Stack>
        </Stack>
      )}
      {recipient && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} data-testid="gift-recipient">
          <Avatar src={recipient.avatar ?? undefined} alt="">
            {recipient.name.charAt(0)}
          </Avatar>
          <Typography sx={{ fontWeight: 600 }}>{recipient.name}</Typography>
        </Stack>
      )}
      {recipient && !recipient.joined && <Alert severity="warning">{intl.formatMessage(m.recipientNotMember)}</Alert>}
    </Stack>
  );
}
