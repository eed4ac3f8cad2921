import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatMmSs } from '../../../../shared/rules';
import { useCountdown } from '../../../lib/use-countdown';
import { useAttemptKey } from '../../../api/idempotency';
import {
  useCreateRedemptionCode,
  useRedemptionCode,
  useRefreshBalances,
  type RedemptionCode,
  type Wallet,
  type WalletAsset,
} from '../../../api/wallet';
import { loyaltyUnitName } from '../../../i18n/loyalty-unit';
import { useTenant } from '../../../tenant/tenant-context';
import { amountInput, moneyText, pointsNumber } from '../lib/amounts';
import { walletText } from '../lib/wallet-message';
import { walletMessages as m } from '../messages';
import { RedeemForm } from './redeem-form';
import { useBiometricProof } from './use-biometric-proof';
import { Sheet } from './sheet';

/** The code the counter scans, its lifetime, and whether the counter has redeemed it (asked every few seconds). */
function CodeView({ code, label }: { code: RedemptionCode; label: string }) {
  const intl = useIntl();
  const refreshBalances = useRefreshBalances();
  const latest = useRedemptionCode(code._id).data ?? code;
  const remaining = useCountdown(Date.parse(code.expiresAt));
  const status = latest.status === 'pending' && remaining === 0 ? 'expired' : latest.status;
  useEffect(() => {
    if (status === 'redeemed') void refreshBalances();
  }, [status, refreshBalances]);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ bgcolor: '#fff', p: 1.5, borderRadius: 2, lineHeight: 0, opacity: status === 'pending' ? 1 : 0.3 }}>
        <QRCodeSVG
          value={code.qrPayload}
          size={200}
          role="img"
          aria-label={intl.formatMessage(m.codeQr, { amount: label })}
          data-testid="redeem-qr"
          data-payload={code.qrPayload}
        />
      </Box>
      <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
      {status === 'pending' && (
        <>
          <Typography variant="body2">{intl.formatMessage(m.showAtCounter)}</Typography>
          <Typography variant="body2" color="text.secondary" role="timer">
            {intl.formatMessage(m.codeValidFor, { time: formatMmSs(remaining) })}
          </Typography>
        </>
      )}
      {status === 'redeemed' && (
        <Alert severity="success" data-testid="redeem-status">
          {intl.formatMessage(m.codeRedeemed)}
        </Alert>
      )}
      {status === 'expired' && (
        <Alert severity="warning" data-testid="redeem-status">
          {intl.formatMessage(m.codeExpired)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The redeem sheet (seed 001 §2 screens 2 and 3, §4 "Get qr code -> code shown -> EXIT"): the redeem form, then
 * 'Get qr code' for that amount (confirmed with biometrics when they are on), then the single-use code's QR with
 * 'EXIT'. Nothing leaves the balance until the counter redeems the code.
 */
export function RedeemSheet({
  wallet,
  asset,
  open,
  onClose,
}: {
  wallet: Wallet;
  asset: WalletAsset;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { currency } = useTenant();
  const attempt = useAttemptKey();
  const create = useCreateRedemptionCode(wallet.merchant._id);
  const proof = useBiometricProof(wallet.merchant._id, 'redeem');
  const [amount, setAmount] = useState<number | null>(null);
  const unit = wallet.loyaltyProgramUnit;
  const unitName = loyaltyUnitName(intl, unit);
  const amountLabel = (value: string) =>
    asset === 'points' ? `${pointsNumber(value, unit)} ${unitName}` : moneyText(value, currency.symbol);
  const close = () => {
    setAmount(null);
    create.reset();
    proof.reset();
    attempt.reset();
    onClose();
  };
  const getCode = async (value: number) => {
    const proven = await proof.prove();
    if (!proven) return;
    create.mutate(
      { asset, amount: amountInput(value), ...proven, idempotencyKey: attempt.current() },
      { onSuccess: () => attempt.settle(), onError: (error) => attempt.settle(error) },
    );
  };
  const failure = proof.error ?? (create.isError ? walletText(intl, create.error.message) : null);
  const balance = asset === 'points' ? wallet.points.active : wallet.storeCredit.balance;
  const refused = asset === 'points' ? !wallet.permissions.redeemPoints : !wallet.permissions.useStoreCredit;
  return (
    <Sheet title={intl.formatMessage(m.redeemTitle)} open={open} onClose={close} testId="redeem-sheet">
      {refused && (
        <Alert severity="warning">
          {intl.formatMessage(wallet.joined ? m.merchantDisallowsRedemption : m.notJoined)}
        </Alert>
      )}
      {!refused && amount === null && (
        <RedeemForm
          asset={asset}
          balance={balance}
          unit={unit}
          unitName={unitName}
          currencySymbol={currency.symbol}
          onSubmit={setAmount}
          onCancel={close}
          error={null}
        />
      )}
      {!refused && amount !== null && !create.data && (
        <>
          <Typography>{intl.formatMessage(m.redeemSummary, { amount: amountLabel(amountInput(amount)) })}</Typography>
          {failure && (
            <Alert severity="error" role="alert">
              <AlertTitle>{intl.formatMessage(m.errorTitle)}</AlertTitle>
              {failure}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={close}>{intl.formatMessage(m.cancel)}</Button>
            <Button
              variant="contained"
              disabled={create.isPending || proof.proving}
              onClick={() => void getCode(amount)}
            >
              {intl.formatMessage(m.getQrCode)}
            </Button>
          </Stack>
        </>
      )}
      {create.data && (
        <>
          <CodeView code={create.data.data} label={amountLabel(create.data.data.amount)} />
          <Button variant="contained" onClick={close}>
            {intl.formatMessage(m.exit)}
          </Button>
        </>
      )}
    </Sheet>
  );
}
