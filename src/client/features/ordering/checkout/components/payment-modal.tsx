import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromCents } from '../../../../../shared/rules/money';
import { pointsToCurrencyCents } from '../../../../../shared/rules/money';
import {
  creditCapCents,
  dueAfterRewardsCents,
  enterCredit,
  enterPoints,
  pointCapCents,
  type RewardBalances,
  type RewardEntry,
} from '../../../../../shared/rules/ordering/reward-caps';
import { TextInput } from '../../../../components/text-input';
import { useMoney } from '../../hooks/use-money';
import type { RewardOptions } from '../lib/checkout';
import { NO_REWARDS } from '../lib/rewards';
import { checkoutMessages as m } from '../checkout-messages';

/**
 * The payment modal (seed 002 §2, §5): store credit and points, each with Pay in full, capped by the shared reward
 * caps — a larger entry is replaced by its cap, amounts keep 2 decimals. What they do not cover is left to pay at the
 * counter (card payment is the payments issue).
 */
export function PaymentModal({
  open,
  finalCents,
  balances,
  allowed,
  busy,
  onClose,
  onPlace,
}: {
  open: boolean;
  finalCents: number;
  balances: RewardBalances;
  allowed: RewardOptions;
  busy: boolean;
  onClose: () => void;
  onPlace: (entry: RewardEntry) => void;
}) {
  const intl = useIntl();
  const money = useMoney();
  const titleId = useId();
  const [entry, setEntry] = useState<RewardEntry>(NO_REWARDS);
  const [creditText, setCreditText] = useState('');
  const [pointText, setPointText] = useState('');

  // A typed amount within the cap stays as typed; a larger one is replaced by the cap.
  const typeCredit = (text: string) => {
    const creditCents = enterCredit(Number(text), finalCents, entry, balances);
    setEntry({ ...entry, creditCents });
    setCreditText(creditCents < Math.round(Number(text) * 100) ? fromCents(creditCents) : text);
  };
  const typePoints = (text: string) => {
    const pointCents = enterPoints(Number(text), finalCents, entry, balances);
    setEntry({ ...entry, pointCents });
    setPointText(pointCents < Math.round(Number(text) * 100) ? fromCents(pointCents) : text);
  };
  const creditInFull = () => {
    const creditCents = creditCapCents(finalCents, entry.pointCents, balances);
    setEntry({ ...entry, creditCents });
    setCreditText(fromCents(creditCents));
  };
  const pointsInFull = () => {
    const pointCents = pointCapCents(finalCents, entry.creditCents, balances);
    setEntry({ ...entry, pointCents });
    setPointText(fromCents(pointCents));
  };
  const due = dueAfterRewardsCents(finalCents, entry, balances);
  const decimalInput = { inputMode: 'decimal' as const };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{intl.formatMessage(m.paymentTitle)}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          {allowed.credit && (
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage(m.creditBalance, { amount: money(fromCents(balances.creditBalanceCents)) })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextInput
                  label={intl.formatMessage(m.useCredit)}
                  value={creditText}
                  onChange={(event) => typeCredit(event.target.value)}
                  slotProps={{ htmlInput: decimalInput }}
                  size="small"
                  sx={{ flex: 1 }}
                />
                <Button
                  variant="outlined"
                  onClick={creditInFull}
                  aria-label={`${intl.formatMessage(m.payInFull)} — ${intl.formatMessage(m.storeCredit)}`}
                >
                  {intl.formatMessage(m.payInFull)}
                </Button>
              </Stack>
            </Stack>
          )}
          {allowed.points && (
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage(m.pointBalance, {
                  points: fromCents(balances.pointBalanceCents),
                  amount: money(
                    fromCents(pointsToCurrencyCents(balances.pointBalanceCents, balances.pointToCurrencyValue)),
                  ),
                })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextInput
                  label={intl.formatMessage(m.usePoints)}
                  value={pointText}
                  onChange={(event) => typePoints(event.target.value)}
                  helperText={intl.formatMessage(m.pointsWorth, {
                    amount: money(fromCents(pointsToCurrencyCents(entry.pointCents, balances.pointToCurrencyValue))),
                  })}
                  slotProps={{ htmlInput: decimalInput }}
                  size="small"
                  sx={{ flex: 1 }}
                />
                <Button
                  variant="outlined"
                  onClick={pointsInFull}
                  aria-label={`${intl.formatMessage(m.payInFull)} — ${intl.formatMessage(m.points)}`}
                >
                  {intl.formatMessage(m.payInFull)}
                </Button>
              </Stack>
            </Stack>
          )}
          <Typography sx={{ fontWeight: 700 }} data-testid="payment-due">
            {due > 0
              ? intl.formatMessage(m.stillDue, { amount: money(fromCents(due)) })
              : `${intl.formatMessage(m.dueAmount)}: ${money(fromCents(0))}`}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => onPlace(entry)}>
          {intl.formatMessage(m.placeOrder)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
