import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/text-input';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { COUNTRIES } from '../../../../shared/constants/countries';
import { isApiError } from '../../../api/api-error';
import {
  useConfirmVoucherGift,
  useGiftVoucher,
  useInviteVoucherRecipient,
  type GiftVoucherRequest,
} from '../../../api/vouchers';
import { ErrorAlert } from '../../../components/error-alert';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { useTenant } from '../../../tenant/tenant-context';
import { voucherErrorText } from '../lib/voucher-labels';
import { voucherMessages as m } from '../messages';
import { useVerifiedAction } from './use-verified-action';
import { useVerificationCode } from './verification-code-step';

/**
 * Gift voucher (seed 001 §4, §6): the recipient's phone with its dial code -> gift -> the verification buying asks
 * for (biometrics, the 4-digit SMS code, or /webAuth) -> the copy moves; 'You should not gift to yourself',
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
  const confirm = useConfirmVoucherGift();
  const invite = useInviteVoucherRecipient(voucherId);
  const code = useVerificationCode();
  const flow = useVerifiedAction<GiftVoucherRequest, Awaited<ReturnType<typeof confirm.mutateAsync>>>({
    confirm: (input) => confirm.mutateAsync(input),
    onDone: (sent) => {
      dispatch(
        toastShown({ type: 'success', message: intl.formatMessage(m.gifted, { name: sent.data.recipientName }) }),
      );
      navigate('/feed/my/vouchers', { replace: true });
    },
    handle: (failure) => {
      if (!isApiError(failure) || failure.code !== 'USER_NOT_FOUND') return false;
      setInviting(true);
      return true;
    },
  });
  const fullPhone = phone.replace(/[\s-]/g, '');
  const close = () => {
    flow.reset();
    code.clear();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (flow.pending) {
      const typed = code.check();
      if (typed) await flow.submitCode(typed);
      return;
    }
    if (!inviting) {
      await flow.start(async () => (await gift.mutateAsync(fullPhone)).data);
      return;
    }
    try {
      await invite.mutateAsync(fullPhone);
      dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.invited, { phone: fullPhone }) }));
      onClose();
    } catch (failure) {
      setError(voucherErrorText(intl, failure));
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" component="form" onSubmit={submit}>
      <DialogTitle>{intl.formatMessage(m.giftTitle)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {flow.pending ? (
            code.step(flow.pending.sentTo)
          ) : (
            <TextInput
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
          )}
          {inviting && (
            <Typography variant="body2" role="status">
              {intl.formatMessage(m.userNotFound)} {intl.formatMessage(m.inviteLead, { phone: fullPhone })}
            </Typography>
          )}
          <ErrorAlert message={error ?? flow.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{intl.formatMessage(m.cancel)}</Button>
        <Button type="submit" variant="contained" disabled={flow.busy || invite.isPending}>
          {intl.formatMessage(inviting ? m.send : flow.pending ? m.confirm : m.gift)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
