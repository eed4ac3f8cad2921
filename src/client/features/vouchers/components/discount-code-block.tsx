import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { IssuedVoucher } from '../../../api/vouchers';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { voucherErrorText } from '../lib/voucher-labels';
import { voucherMessages as m } from '../messages';
import { useDiscountCode } from '../../../api/vouchers';

/**
 * The online-shop block of a held cash voucher (seed 001 §2, §4): no code -> created ('Discount code created') ->
 * voided ('Successfully voided'); the code can be copied ('Discount code copied' / 'Discount code not copied').
 */
export function DiscountCodeBlock({ issued }: { issued: IssuedVoucher }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { create, voidCode } = useDiscountCode(issued.voucher._id, issued._id);
  const toast = (type: 'success' | 'error', message: string) => dispatch(toastShown({ type, message }));
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast('success', success);
    } catch (failure) {
      toast('error', voucherErrorText(intl, failure));
    }
  };
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast('success', intl.formatMessage(m.codeCopied));
    } catch {
      toast('error', intl.formatMessage(m.codeNotCopied));
    }
  };
  if (!issued.discountCodeAvailable && !issued.discountCode) return null;
  const code = issued.discountCode;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="voucher-online-shop">
      <Typography id="voucher-online-shop" component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {intl.formatMessage(m.onlineShop)}
      </Typography>
      {code ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Typography
            data-testid="discount-code"
            sx={{ fontFamily: 'monospace', fontSize: 18, fontWeight: 700, flex: 1, letterSpacing: 1 }}
          >
            {code.code}
          </Typography>
          <Button size="small" variant="outlined" onClick={() => void copy(code.code)}>
            {intl.formatMessage(m.copyCode)}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={voidCode.isPending}
            onClick={() => void run(() => voidCode.mutateAsync(), intl.formatMessage(m.voided))}
          >
            {intl.formatMessage(m.voidCode)}
          </Button>
        </Stack>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {intl.formatMessage(m.onlineShopLead)}
          </Typography>
          <Button
            variant="outlined"
            disabled={create.isPending}
            onClick={() => void run(() => create.mutateAsync(), intl.formatMessage(m.codeCreated))}
          >
            {intl.formatMessage(m.createCode)}
          </Button>
        </>
      )}
    </Paper>
  );
}
