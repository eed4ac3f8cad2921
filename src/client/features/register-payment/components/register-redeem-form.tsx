import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/text-input';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../../../shared/rules';
import { fromCents, pointsToCurrencyCents, toCents } from '../../../../shared/rules/money';
import { checkRegisterRedeem, registerMaxPointCents } from '../../../../shared/rules/wallet';
import type { RegisterVerified } from '../../../api/register-payment';
import { useTenant } from '../../../tenant/tenant-context';
import { registerText } from '../lib/register-text';
import { registerMessages as m } from '../messages';
import { ErrorAlert } from '../../../components/error-alert';

export interface RegisterRedeem {
  redeemAmount: string;
  storeValueAmount: string;
}

const money = (cents: number, symbol: string) => formatAmount(cents / 100, symbol);
const pointsText = (cents: number) => (cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * The register's redeem form (seed 001 §5 register redeem): the points to take, with their currency value and the
 * most this sale can take, and the store credit to use when the merchant keeps credit open; checked before it goes
 * with the seed's rules ("Redeem amount can't be 0", 'Redeem amount is wrong', "Can't be more than total", 'Loyalty
 * balance is not sufficient') — the same shared rules the server checks again.
 */
export function RegisterRedeemForm({
  totalCents,
  verified,
  onSubmit,
  pending,
  serverError,
}: {
  totalCents: number;
  verified: RegisterVerified;
  onSubmit: (redeem: RegisterRedeem) => void;
  pending: boolean;
  serverError: string | null;
}) {
  const intl = useIntl();
  const { currency } = useTenant();
  const unit = verified.merchant.loyaltyProgramUnit;
  const { balances } = verified;
  const pointBalanceCents = toCents(balances.points) ?? 0;
  const [points, setPoints] = useState('0');
  const [credit, setCredit] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);
  const maxPoints = registerMaxPointCents(totalCents, pointBalanceCents, unit);
  const typedPointCents = toCents(points);
  const value =
    typedPointCents === null ? null : pointsToCurrencyCents(Math.max(0, typedPointCents), unit.pointToCurrencyValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const redeem = { redeemAmount: points.trim() || '0', storeValueAmount: credit.trim() || '0' };
    const rule = checkRegisterRedeem({ totalCents, ...redeem, pointBalanceCents, unit });
    if (!rule.ok) return setProblem(registerText(intl, rule.message));
    setProblem(null);
    onSubmit({ redeemAmount: fromCents(rule.pointCents), storeValueAmount: fromCents(rule.creditCents) });
  };
  const error = problem ?? serverError;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="register-redeem-label">
      <Typography variant="body2" data-testid="register-balances">
        {intl.formatMessage(m.pointsBalance, {
          points: pointsText(pointBalanceCents),
          value: money(toCents(balances.pointsCurrencyValue) ?? 0, currency.symbol),
        })}
        {balances.storeCreditUsable &&
          ` · ${intl.formatMessage(m.creditBalance, { credit: money(toCents(balances.storeCredit) ?? 0, currency.symbol) })}`}
      </Typography>
      <FormLabel id="register-redeem-label" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {intl.formatMessage(m.redeemLabel)}
      </FormLabel>
      <ErrorAlert title={intl.formatMessage(m.errorTitle)} message={error} />
      <TextInput
        label={intl.formatMessage(m.redeemPoints)}
        value={points}
        onChange={(event) => {
          setPoints(event.target.value);
          setProblem(null);
        }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'register-points' } }}
        helperText={intl.formatMessage(m.pointsValue, {
          value: value === null ? '—' : money(value, currency.symbol),
          max: pointsText(maxPoints),
        })}
      />
      {balances.storeCreditUsable && (
        <TextInput
          label={intl.formatMessage(m.useCredit)}
          value={credit}
          onChange={(event) => {
            setCredit(event.target.value);
            setProblem(null);
          }}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'register-credit' } }}
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {intl.formatMessage(m.submit)}
      </Button>
    </Stack>
  );
}
