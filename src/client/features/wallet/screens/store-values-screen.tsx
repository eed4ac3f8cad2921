import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useWallet, useWalletActivity } from '../../../api/wallet';
import { useTenant } from '../../../tenant/tenant-context';
import { EntryList } from '../components/entry-list';
import { WalletLoader } from '../components/wallet-loader';
import { moneyText } from '../lib/amounts';
import { walletMessages as m } from '../messages';

/**
 * /store-values/{merchant_id}/{balance} (seed 001 §2 screen 14): the store credit balance and its activity. The
 * balance shown is the wallet's own (the one in the address is only what the link was made with).
 */
export default function StoreValuesScreen() {
  const intl = useIntl();
  const { currency } = useTenant();
  const { merchantId = '' } = useParams();
  const activity = useWalletActivity(merchantId, 'credit');
  return (
    <WalletLoader query={useWallet(merchantId)}>
      {(wallet) => (
        <Stack spacing={2} sx={{ p: 2 }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
            {intl.formatMessage(m.storeCreditTitle, { name: wallet.merchant.name })}
          </Typography>
          <Stack>
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage(m.balance)}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="store-values-balance">
              {moneyText(wallet.storeCredit.balance, currency.symbol)}
            </Typography>
          </Stack>
          <EntryList
            query={activity}
            unit={wallet.loyaltyProgramUnit}
            currencySymbol={currency.symbol}
            label={intl.formatMessage(m.activityTitle)}
          />
        </Stack>
      )}
    </WalletLoader>
  );
}
