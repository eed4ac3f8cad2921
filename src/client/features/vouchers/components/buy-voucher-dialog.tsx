import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../../../shared/rules';
import type { VoucherDetail, VoucherPaymentAsset } from '../../../api/vouchers';
import { ErrorAlert } from '../../../components/error-alert';
import { useTenant } from '../../../tenant/tenant-context';
import { voucherMessages as m } from '../messages';
import { useBuyFlow } from './use-buy-flow';
import { useVerificationCode } from './verification-code-step';
import { useValueText } from './voucher-facts';

/** Buy voucher: value and payment (Point, or Store Credit if allowed), then the SMS code when one is asked for. */
export function BuyVoucherDialog({
  voucher,
  open,
  onClose,
}: {
  voucher: VoucherDetail;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { currency } = useTenant();
  const valueText = useValueText(voucher);
  const flow = useBuyFlow(voucher._id);
  const [valueId, setValueId] = useState(voucher.values[0]?._id ?? '');
  const [asset, setAsset] = useState<VoucherPaymentAsset>(voucher.paymentAssets[0] ?? 'points');
  const code = useVerificationCode();
  const value = voucher.values.find((v) => v._id === valueId) ?? voucher.values[0];
  const close = () => {
    flow.reset();
    code.clear();
    onClose();
  };
  const priceOf = (pay: VoucherPaymentAsset) =>
    pay === 'points'
      ? value.pointAmount === null
        ? null
        : intl.formatMessage(m.costPoints, { points: value.pointAmount })
      : value.price > 0
        ? formatAmount(value.price, currency.symbol)
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!flow.pending) {
      void flow.start(value._id, asset);
      return;
    }
    const typed = code.check();
    if (typed) void flow.submitCode(typed);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" component="form" onSubmit={submit}>
      <DialogTitle>{intl.formatMessage(m.buyTitle)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {voucher.name}
          </Typography>
          {!flow.pending && voucher.values.length > 1 && (
            <RadioGroup value={valueId} onChange={(event) => setValueId(event.target.value)}>
              {voucher.values.map((v) => (
                <FormControlLabel key={v._id} value={v._id} control={<Radio />} label={valueText(v)} />
              ))}
            </RadioGroup>
          )}
          {!flow.pending && (
            <div>
              <FormLabel id="voucher-pay-with">{intl.formatMessage(m.payWith)}</FormLabel>
              <RadioGroup
                aria-labelledby="voucher-pay-with"
                value={asset}
                onChange={(event) => setAsset(event.target.value as VoucherPaymentAsset)}
              >
                {voucher.paymentAssets.map((pay) => {
                  const price = priceOf(pay);
                  return (
                    <FormControlLabel
                      key={pay}
                      value={pay}
                      disabled={price === null}
                      control={<Radio />}
                      label={`${intl.formatMessage(pay === 'points' ? m.payPoint : m.payCredit)}${price ? ` · ${price}` : ''}`}
                    />
                  );
                })}
              </RadioGroup>
            </div>
          )}
          {flow.pending && code.step(flow.pending.sentTo)}
          <ErrorAlert message={flow.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{intl.formatMessage(m.cancel)}</Button>
        <Button type="submit" variant="contained" disabled={flow.busy || !value || priceOf(asset) === null}>
          {intl.formatMessage(m.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
