import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { formatAmount } from '../../../../shared/rules';
import { useProfile } from '../../../api/profile';
import { useWallet, type Wallet, type WalletAsset } from '../../../api/wallet';
import { loyaltyUnitName } from '../../../i18n/loyalty-unit';
import { useTenant } from '../../../tenant/tenant-context';
import { AmountSelector } from '../components/amount-selector';
import { GiftCodeStep } from '../components/gift-code-step';
import { defaultDialCode } from '../components/phone-field';
import { RecipientPicker, type FoundRecipient } from '../components/recipient-picker';
import { useGiftFlow } from '../components/use-gift-flow';
import { WalletLoader } from '../components/wallet-loader';
import { amountValue } from '../lib/amounts';
import { walletText } from '../lib/wallet-message';
import { walletMessages as m } from '../messages';

function Gift({ wallet, ownPhone }: { wallet: Wallet; ownPhone: string | null }) {
  const intl = useIntl();
  const tenant = useTenant();
  const [params, setParams] = useSearchParams();
  const creditOpen = tenant.features.storeCredit && !wallet.storeCredit.closed;
  const asset: WalletAsset = params.get('tab') === 'credit' && creditOpen ? 'credit' : 'points';
  const [amount, setAmount] = useState(0);
  const [recipient, setRecipient] = useState<FoundRecipient | null>(null);
  const [round, setRound] = useState(0);
  const flow = useGiftFlow(wallet.merchant._id, ownPhone, () => {
    setAmount(0);
    setRecipient(null);
    setRound((n) => n + 1);
  });
  const blocked = !wallet.permissions.gift;
  const balance = Math.max(0, amountValue(asset === 'points' ? wallet.points.active : wallet.storeCredit.balance));
  const wholeOnly = asset === 'points' && !wallet.loyaltyProgramUnit.isDecimal;
  const unitName = loyaltyUnitName(intl, wallet.loyaltyProgramUnit);
  const amountText = (value: number) =>
    asset === 'points'
      ? `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${unitName}`
      : formatAmount(value, tenant.currency.symbol);
  const pending = flow.pending;

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
        {intl.formatMessage(m.giftHeading, { name: wallet.merchant.name })}
      </Typography>
      {blocked && (
        <Alert severity="warning" data-testid="gift-blocked">
          {walletText(intl, wallet.permissions.giftBlockedReason ?? '') || intl.formatMessage(m.joinMerchant)}
        </Alert>
      )}
      {pending ? (
        pending.request.verification === 'sms' ? (
          <GiftCodeStep
            lead={intl.formatMessage(m.codeSentTo, {
              to: pending.request.sentTo ?? '',
              amount: amountText(pending.draft.amount),
              name: pending.request.recipient.name,
            })}
            expiresAt={pending.request.expiresAt}
            onConfirm={flow.confirmCode}
            onCancel={flow.cancel}
            pending={flow.confirming}
            error={flow.codeError}
          />
        ) : (
          <Stack spacing={2}>
            {flow.codeError && (
              <Alert severity="error" role="alert">
                {flow.codeError}
              </Alert>
            )}
            <Typography>
              {intl.formatMessage(m.biometricLead, {
                amount: amountText(pending.draft.amount),
                name: pending.request.recipient.name,
              })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={flow.cancel}>{intl.formatMessage(m.cancel)}</Button>
              <Button variant="contained" onClick={flow.verifyBiometric} disabled={flow.confirming}>
                {intl.formatMessage(m.verify)}
              </Button>
            </Stack>
          </Stack>
        )
      ) : (
        <Box inert={blocked} sx={{ opacity: blocked ? 0.45 : 1 }} aria-disabled={blocked}>
          <Stack spacing={2}>
            <Tabs
              value={asset}
              onChange={(_event, value: WalletAsset) => {
                setParams({ tab: value }, { replace: true });
                setAmount(0);
              }}
              variant="fullWidth"
            >
              <Tab value="points" label={intl.formatMessage(m.giftTabPoint)} />
              {creditOpen && <Tab value="credit" label={intl.formatMessage(m.giftTabCredit)} />}
            </Tabs>
            <Typography variant="body2" color="text.secondary" data-testid="gift-balance">
              {intl.formatMessage(m.available, { balance: amountText(balance) })}
            </Typography>
            <AmountSelector
              key={`${asset}-${round}`}
              balance={balance}
              value={amount}
              onChange={setAmount}
              wholeOnly={wholeOnly}
              disabled={blocked}
            />
            <RecipientPicker
              key={round}
              merchantId={wallet.merchant._id}
              ownPhone={ownPhone}
              initialDialCode={defaultDialCode(tenant.defaultCountry)}
              recipient={recipient}
              onRecipient={setRecipient}
              disabled={blocked}
            />
            <Button
              variant="contained"
              size="large"
              disabled={blocked || !recipient?.joined || flow.requesting}
              onClick={() =>
                recipient && flow.next({ asset, amount, phone: recipient.phone, recipientName: recipient.name })
              }
            >
              {intl.formatMessage(m.next)}
            </Button>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

/**
 * /profile/refer-friends/{merchant_id} (seed 001 §2 screen 11): gift points or store credit by phone. Without the
 * merchant's referral switch the visitor goes to /login (seed 001 §2, §6); a member who may not gift sees the
 * screen greyed out with the reason ('Please join to merchant', 'Gain membership then refer friends').
 */
export default function GiftScreen() {
  const { merchantId = '' } = useParams();
  const tenant = useTenant();
  const wallet = useWallet(merchantId);
  const profile = useProfile();
  if (!tenant.features.referral) return <Navigate to="/login" replace />;
  return (
    <WalletLoader query={wallet}>
      {(loaded) => <Gift wallet={loaded} ownPhone={profile.data?.phone ?? null} />}
    </WalletLoader>
  );
}
