import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { formatAmount } from '../../../../shared/rules';
import { toCents } from '../../../../shared/rules/money';
import { useRegisterCheckout, type RegisterCheckout, type RegisterVerified } from '../../../api/register-payment';
import { useTenant } from '../../../tenant/tenant-context';
import { CustomerStep } from '../components/customer-step';
import { RegisterRedeemForm, type RegisterRedeem } from '../components/register-redeem-form';
import {
  acceptMessage,
  dataRequest,
  declineMessage,
  readRegisterQuery,
  type RegisterQueryProblem,
  type RegisterSale,
} from '../lib/register-protocol';
import { registerText } from '../lib/register-text';
import { useRegisterChannel } from '../lib/use-register-channel';
import { registerMessages as m } from '../messages';

const PROBLEMS: Record<RegisterQueryProblem, MessageDescriptor> = {
  noOrigin: m.noOrigin,
  originNotAllowed: m.originNotAllowed,
  noRegister: m.noRegister,
  badAmount: m.badAmount,
};

type Outcome = { kind: 'accepted'; checkout: RegisterCheckout } | { kind: 'declined' } | null;

function RegisterPayment({ amount, origin, registerId }: { amount: string; origin: string; registerId: string }) {
  const intl = useIntl();
  const { currency } = useTenant();
  const [sale, setSale] = useState<RegisterSale | null>(null);
  const [verified, setVerified] = useState<(RegisterVerified & { phone: string }) | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const checkout = useRegisterCheckout(registerId);
  // A new sale from the register starts over; once the register was answered, the page has done its work.
  const channel = useRegisterChannel(origin, (next) => {
    if (outcome || next.saleId === sale?.saleId) return;
    setSale(next);
    setVerified(null);
    checkout.reset();
  });
  const { post } = channel;
  useEffect(() => {
    post(dataRequest());
  }, [post]);

  const totalCents = toCents(amount) ?? 0;
  const money = (decimal: string) => formatAmount((toCents(decimal) ?? 0) / 100, currency.symbol);
  const decline = () => {
    post(declineMessage(sale?.saleId ?? null));
    setOutcome({ kind: 'declined' });
  };
  const pay = (redeem: RegisterRedeem) => {
    if (!sale || !verified) return;
    checkout.mutate(
      {
        phone: verified.phone,
        registerToken: verified.registerToken,
        register_sale_id: sale.saleId,
        amount,
        ...redeem,
      },
      {
        onSuccess: ({ data }) => {
          post(acceptMessage(data));
          setOutcome({ kind: 'accepted', checkout: data });
        },
      },
    );
  };

  if (!channel.register) return <Alert severity="error">{intl.formatMessage(m.noRegisterWindow)}</Alert>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(m.total)}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="register-total">
          {money(amount)}
        </Typography>
      </Stack>
      {sale && (
        <Typography variant="body2" color="text.secondary" data-testid="register-sale">
          {intl.formatMessage(m.sale, { id: sale.saleId })}
        </Typography>
      )}
      {outcome?.kind === 'accepted' && (
        <Alert severity="success" data-testid="register-outcome">
          {intl.formatMessage(m.accepted, {
            approved: money(outcome.checkout.approved_amount),
            amount: money(outcome.checkout.amount),
          })}
        </Alert>
      )}
      {outcome?.kind === 'declined' && (
        <Alert severity="info" data-testid="register-outcome">
          {intl.formatMessage(m.declined)}
        </Alert>
      )}
      {!outcome && !sale && (
        <Stack spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={28} aria-label={intl.formatMessage(m.waiting)} />
          <Typography>{intl.formatMessage(m.waiting)}</Typography>
          <Button onClick={() => post(dataRequest())}>{intl.formatMessage(m.askAgain)}</Button>
        </Stack>
      )}
      {!outcome && sale && !verified && (
        <CustomerStep
          key={sale.saleId}
          registerId={registerId}
          salePhone={sale.customerPhone}
          onVerified={setVerified}
        />
      )}
      {!outcome && sale && verified && (
        <>
          {verified.signedUp && <Alert severity="success">{intl.formatMessage(m.signedUp)}</Alert>}
          <Typography sx={{ fontWeight: 700 }}>{`${verified.customer.name} · ${verified.customer.phone}`}</Typography>
          <RegisterRedeemForm
            totalCents={totalCents}
            verified={verified}
            onSubmit={pay}
            pending={checkout.isPending}
            serverError={checkout.isError ? registerText(intl, checkout.error.message) : null}
          />
        </>
      )}
      {!outcome && (
        <Button variant="outlined" color="error" onClick={decline} data-testid="register-decline">
          {intl.formatMessage(m.decline)}
        </Button>
      )}
    </Stack>
  );
}

/**
 * /vendpayment?amount=&origin=&register_id= (seed 001 §2 screen 17, §4 register payment): shown by a point-of-sale
 * register in a frame (or a window it opened). It asks the register for the sale, finds the customer, has them
 * prove it is them with a 6-digit code, redeems their points and store credit for the sale and replies ACCEPT or
 * DECLINE to the register (lib/register-protocol.ts).
 */
export default function RegisterPaymentScreen() {
  const intl = useIntl();
  const tenant = useTenant();
  const { search } = useLocation();
  const query = readRegisterQuery(search, tenant.registerPayment.allowedOrigins);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
        {intl.formatMessage(m.title)}
      </Typography>
      {query.ok ? (
        <RegisterPayment amount={query.amount} origin={query.origin} registerId={query.registerId} />
      ) : (
        <Alert severity="error" data-testid="register-problem">
          {intl.formatMessage(PROBLEMS[query.problem])}
        </Alert>
      )}
    </Stack>
  );
}
