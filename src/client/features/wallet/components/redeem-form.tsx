import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../../../shared/rules';
import { clampToBalance, redeemFormMax, redeemSubmitDisabled } from '../../../../shared/rules/wallet';
import type { WalletAsset } from '../../../api/wallet';
import { amountValue, pointsCurrencyValue, type PointUnit } from '../lib/amounts';
import { walletMessages as m } from '../messages';
import { AmountField } from './amount-field';
import { ErrorAlert } from '../../../components/error-alert';

/**
 * The redeem form (seed 001 §2 screen 2, §4, §5): 'REDEEM:', the amount (at least 0, at most the balance), the
 * converted currency value when redeeming points (amount and value move together), Cancel and Submit — disabled at
 * balance 0. A failure shows in an alert titled Error.
 */
export function RedeemForm({
  asset,
  balance,
  unit,
  unitName,
  currencySymbol,
  onSubmit,
  onCancel,
  error,
}: {
  asset: WalletAsset;
  /** What may be redeemed now, as the API wrote it. */
  balance: string;
  unit: PointUnit;
  unitName: string;
  currencySymbol: string;
  onSubmit: (amount: number) => void;
  onCancel: () => void;
  error: string | null;
}) {
  const intl = useIntl();
  const available = Math.max(0, amountValue(balance));
  const max = redeemFormMax(available);
  const [amount, setAmount] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const points = asset === 'points';
  const wholeOnly = points && !unit.isDecimal;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!(amount > 0)) return setProblem(intl.formatMessage(m.redeemAmountZero));
    setProblem(null);
    onSubmit(amount);
  };
  const shownBalance = points
    ? `${available.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${unitName}`
    : formatAmount(available, currencySymbol);
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="redeem-form-label">
      <FormLabel id="redeem-form-label" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {intl.formatMessage(m.redeemLabel)}
      </FormLabel>
      <ErrorAlert title={intl.formatMessage(m.errorTitle)} message={error} />
      <AmountField
        label={intl.formatMessage(m.amount)}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setProblem(null);
        }}
        wholeOnly={wholeOnly}
        clamp={(value) => clampToBalance(wholeOnly ? Math.floor(value) : value, max)}
        testId="redeem-amount"
        error={problem}
      />
      {points && (
        <Typography data-testid="redeem-value" aria-live="polite">
          {intl.formatMessage(m.pointsWorth, {
            value: formatAmount(amountValue(pointsCurrencyValue(amount, unit)), currencySymbol),
          })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(m.available, { balance: shownBalance })}
      </Typography>
      {points && redeemSubmitDisabled(available) && (
        <Alert severity="info">{intl.formatMessage(m.loyaltyIsZero)}</Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
        <Button type="submit" variant="contained" disabled={redeemSubmitDisabled(available)}>
          {intl.formatMessage(m.submit)}
        </Button>
      </Stack>
    </Stack>
  );
}
