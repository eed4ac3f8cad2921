import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { COUNTRIES } from '../../../../shared/constants/countries';
import { isApiError } from '../../../api/api-error';
import { useAttemptKey } from '../../../api/idempotency';
import { useGiftVoucher, useInviteVoucherRecipient } from '../../../api/vouchers';
import { ErrorAlert } from '../../../components/error-alert';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { useTenant } from '../../../tenant/tenant-context';
import { voucherErrorText } from '../lib/voucher-labels';
import { voucherMessages as m } from '../messages';

/**
 * Gift voucher (seed 001 §4): the recipient's phone with its dial code -> gift; 'You should not gift to yourself',
 * 'The merchant is unable to send the gift.'; a phone that is not a member is offered an SMS invitation instead.
 */
export function GiftVoucherDialog({
  voucherId,
  issuedId,
  open,
  onClose,
}: {
  voucherId: string;
  issuedId: string;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const tenant = useTenant();
  const dialCode = (COUNTRIES.find((c) => c.code === tenant.defaultCountry) ?? COUNTRIES[0]).dial_code;
  const [phone, setPhone] = useState(dialCode);
  const [error, setError] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const gift = useGiftVoucher(voucherId, issuedId);
  const invite = useInviteVoucherRecipient(voucherId);
  const attempt = useAttemptKey();
  const fullPhone = phone.replace(/[\s-]/g, '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      if (inviting) {
        await invite.mutateAsync(fullPhone);
        dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.invited, { phone: fullPhone }) }));
        onClose();
        return;
      }
      const sent = await gift.mutateAsync({ phone: fullPhone, idempotencyKey: attempt.current() });
      attempt.settle();
      dispatch(
        toastShown({ type: 'success', message: intl.formatMessage(m.gifted, { name: sent.data.recipientName }) }),
      );
      navigate('/feed/my/vouchers', { replace: true });
    } catch (failure) {
      attempt.settle(failure);
      if (isApiError(failure) && failure.code === 'USER_NOT_FOUND') setInviting(true);
      else setError(voucherErrorText(intl, failure));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" component="form" onSubmit={submit}>
      <DialogTitle>{intl.formatMessage(m.giftTitle)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={intl.formatMessage(m.phone)}
            type="tel"
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              setInviting(false);
            }}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
          />
          {inviting && (
            <Typography variant="body2" role="status">
              {intl.formatMessage(m.userNotFound)} {intl.formatMessage(m.inviteLead, { phone: fullPhone })}
            </Typography>
          )}
          <ErrorAlert message={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
        <Button type="submit" variant="contained" disabled={gift.isPending || invite.isPending}>
          {intl.formatMessage(inviting ? m.send : m.gift)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
