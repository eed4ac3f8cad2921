import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useDateFormat } from '../../../i18n/format-date';
import { loyaltyUnitName } from '../../../i18n/loyalty-unit';
import type { Wallet } from '../../../api/wallet';
import { useTenant } from '../../../tenant/tenant-context';
import { amountValue, moneyText, pointsNumber } from '../lib/amounts';
import { giftPath, pointsListPath, storeValuesPath } from '../lib/paths';
import { walletMessages as m } from '../messages';

function BalanceCard(props: { label: string; amount: string; testId: string; children?: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {props.label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid={props.testId}>
        {props.amount}
      </Typography>
      {props.children}
    </Card>
  );
}

/** Seed 001 §6: gifting needs the merchant's referral switch; the gift screen explains any other refusal. */
function useGiftsOffered() {
  return useTenant().features.referral;
}

/** The Point tab (seed 001 §2 screen 6): balance, its worth, points on their way, and Point detail, Gift point, Transaction. */
export function PointsPanel({
  wallet,
  onRedeem,
  onDetail,
}: {
  wallet: Wallet;
  onRedeem: () => void;
  onDetail: () => void;
}) {
  const intl = useIntl();
  const format = useDateFormat();
  const { currency } = useTenant();
  const gifts = useGiftsOffered();
  const unit = wallet.loyaltyProgramUnit;
  const unitName = loyaltyUnitName(intl, unit);
  const { nextAvailableAt, nextAvailableAmount } = wallet.points;
  return (
    <Stack spacing={1.5}>
      <BalanceCard
        label={intl.formatMessage(m.pointBalance, { unit: unitName })}
        amount={pointsNumber(wallet.points.active, unit)}
        testId="points-balance"
      >
        <Typography variant="body2">
          {intl.formatMessage(m.pointsWorth, { value: moneyText(wallet.points.activeCurrencyValue, currency.symbol) })}
        </Typography>
        {nextAvailableAt && nextAvailableAmount && amountValue(wallet.points.inactive) > 0 && (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(m.pendingPoints, {
              amount: `${pointsNumber(nextAvailableAmount, unit)} ${unitName}`,
              date: format.date(nextAvailableAt),
            })}
          </Typography>
        )}
      </BalanceCard>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {wallet.permissions.redeemPoints && (
          <Button variant="contained" onClick={onRedeem}>
            {intl.formatMessage(m.redeem)}
          </Button>
        )}
        <Button variant="outlined" onClick={onDetail}>
          {intl.formatMessage(m.pointDetail)}
        </Button>
        {gifts && (
          <Button variant="outlined" component={RouterLink} to={giftPath(wallet.merchant._id, 'points')}>
            {intl.formatMessage(m.giftPoint)}
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to={pointsListPath('active', wallet.merchant._id)}>
          {intl.formatMessage(m.transaction)}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The Store Credit tab (seed 001 §2 screen 6): balance and Buy credit, Gift credit, Transaction. */
export function CreditPanel({ wallet, onRedeem, onBuy }: { wallet: Wallet; onRedeem: () => void; onBuy: () => void }) {
  const intl = useIntl();
  const { currency } = useTenant();
  const gifts = useGiftsOffered();
  const { balance } = wallet.storeCredit;
  return (
    <Stack spacing={1.5}>
      <BalanceCard
        label={intl.formatMessage(m.creditBalance)}
        amount={moneyText(balance, currency.symbol)}
        testId="credit-balance"
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {wallet.permissions.useStoreCredit && (
          <Button variant="contained" onClick={onRedeem}>
            {intl.formatMessage(m.redeem)}
          </Button>
        )}
        {wallet.permissions.buyStoreCredit && (
          <Button variant="outlined" onClick={onBuy}>
            {intl.formatMessage(m.buyCredit)}
          </Button>
        )}
        {gifts && (
          <Button variant="outlined" component={RouterLink} to={giftPath(wallet.merchant._id, 'credit')}>
            {intl.formatMessage(m.giftCredit)}
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to={storeValuesPath(wallet.merchant._id, balance)}>
          {intl.formatMessage(m.transaction)}
        </Button>
      </Stack>
    </Stack>
  );
}
