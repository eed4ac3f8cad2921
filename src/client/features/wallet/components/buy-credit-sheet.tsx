import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ListEmpty, ListLoading } from '../../../components/list-states';
import { useAttemptKey } from '../../../api/idempotency';
import { useMerchant } from '../../../api/merchants';
import { useBuyStoreCredit, useStoreCreditProducts, type StoreCreditProduct } from '../../../api/wallet';
import { useTenant } from '../../../tenant/tenant-context';
import { moneyText } from '../lib/amounts';
import { walletText } from '../lib/wallet-message';
import { walletMessages as m } from '../messages';
import { Sheet } from './sheet';
import { useBiometricProof } from './use-biometric-proof';

function ProductCard({
  product,
  chosen,
  onChoose,
}: {
  product: StoreCreditProduct;
  chosen: boolean;
  onChoose: () => void;
}) {
  const intl = useIntl();
  const { currency } = useTenant();
  return (
    <Card variant="outlined" sx={{ borderColor: chosen ? 'primary.main' : undefined, borderWidth: chosen ? 2 : 1 }}>
      <CardActionArea onClick={onChoose} aria-pressed={chosen} data-testid="credit-product" sx={{ p: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{product.name}</Typography>
        <Typography variant="body2">
          {intl.formatMessage(m.pay, { amount: moneyText(product.fromAmount, currency.symbol) })}
          {' · '}
          {intl.formatMessage(m.receive, { amount: moneyText(product.toAmount, currency.symbol) })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {intl.formatMessage(m.tapToBuy)}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/**
 * Buy store credit (seed 001 §2 screen 10 'Tap to buy', BUY): the products of an outlet with their conversion (pay
 * fromAmount, receive toAmount); BUY orders one through the payments interface and opens /order/s/{order_id}, or the
 * provider's page when it needs one. The credit is added by the server once the payment succeeds.
 */
export function BuyCreditSheet({
  merchantId,
  open,
  onClose,
}: {
  merchantId: string;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const merchant = useMerchant(merchantId, { enabled: open });
  const outlets = merchant.data?.outlets ?? [];
  const [pickedOutlet, setPickedOutlet] = useState<string | null>(null);
  const outletId = pickedOutlet ?? outlets[0]?._id ?? null;
  const products = useStoreCreditProducts(merchantId, open ? outletId : null);
  const [productId, setProductId] = useState<string | null>(null);
  const attempt = useAttemptKey();
  const buy = useBuyStoreCredit(merchantId);
  const proof = useBiometricProof(merchantId, 'buy-credit');
  const choose = (id: string | null) => {
    setProductId(id);
    attempt.reset();
    buy.reset();
    proof.reset();
  };
  const submit = async () => {
    if (!productId || !outletId) return;
    const proven = await proof.prove();
    if (!proven) return;
    buy.mutate(
      { productId, outletId, ...proven, idempotencyKey: attempt.current() },
      {
        onSuccess: ({ data: order }) => {
          attempt.settle();
          if (order.payment.redirectUrl) window.location.assign(order.payment.redirectUrl);
          else navigate(`/order/s/${encodeURIComponent(order._id)}`);
        },
        onError: (error) => attempt.settle(error),
      },
    );
  };
  return (
    <Sheet title={intl.formatMessage(m.buyTitle)} open={open} onClose={onClose} testId="buy-credit">
      {outlets.length > 1 && (
        <TextField
          select
          label={intl.formatMessage(m.outlet)}
          value={outletId ?? ''}
          onChange={(event) => {
            setPickedOutlet(event.target.value);
            choose(null);
          }}
        >
          {outlets.map((outlet) => (
            <MenuItem key={outlet._id} value={outlet._id}>
              {outlet.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {(merchant.isPending || products.isLoading) && <ListLoading label={intl.formatMessage(m.loading)} />}
      {products.isSuccess && products.data.length === 0 && <ListEmpty text={intl.formatMessage(m.noProducts)} />}
      {products.data?.map((product) => (
        <ProductCard
          key={product._id}
          product={product}
          chosen={product._id === productId}
          onChoose={() => choose(product._id)}
        />
      ))}
      {(merchant.isError || products.isError || buy.isError || proof.error) && (
        <Alert severity="error" role="alert">
          {proof.error ?? walletText(intl, (buy.error ?? products.error ?? merchant.error)?.message ?? '')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
        <Button
          variant="contained"
          disabled={!productId || buy.isPending || proof.proving}
          onClick={() => void submit()}
        >
          {intl.formatMessage(m.buy)}
        </Button>
      </Stack>
    </Sheet>
  );
}
