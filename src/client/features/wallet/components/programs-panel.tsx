import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import { ListEmpty, ListLoading } from '../../../components/list-states';
import { useMerchantPrograms } from '../../../api/programs';
import type { Wallet } from '../../../api/wallet';
import { MerchantPrograms } from '../../programs';
import { walletMessages as m } from '../messages';

/**
 * The My Voucher, Stamp and Packages tabs: the merchant's programs of that kind, each opening its detail. (The
 * member's own vouchers and stamp cards are the rewards programs issue's endpoints; these tabs show what can be
 * collected or bought meanwhile.)
 */
export function ProgramsPanel({ wallet, type }: { wallet: Wallet; type: 'voucher' | 'stamp' | 'package' }) {
  const intl = useIntl();
  const programs = useMerchantPrograms(wallet.merchant._id, type);
  if (programs.isPending) return <ListLoading label={intl.formatMessage(m.loading)} />;
  if (programs.isError) return <Alert severity="error">{programs.error.message}</Alert>;
  if (programs.data.data.length === 0) return <ListEmpty text={intl.formatMessage(m.empty)} />;
  return (
    <MerchantPrograms merchantId={wallet.merchant._id} programs={programs.data.data} color={wallet.merchant.color} />
  );
}
