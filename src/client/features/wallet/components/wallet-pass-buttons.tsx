import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { fetchGoogleWalletLink, type Wallet } from '../../../api/wallet';
import { walletMessages as m } from '../messages';

/**
 * Wallet-pass buttons of the membership card, only for the passes the wallet answer says are available (the
 * merchant enables them and the server holds the signing keys). Google Wallet opens its signed save link.
 */
export function WalletPassButtons({ wallet }: { wallet: Wallet }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  if (!wallet.walletPass.google) return null;
  const addToGoogle = async () => {
    setPending(true);
    try {
      window.location.assign(await fetchGoogleWalletLink(wallet.merchant._id));
    } catch (error) {
      dispatch(toastShown({ type: 'error', message: (error as Error).message }));
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" color="inherit" disabled={pending} onClick={() => void addToGoogle()}>
        {intl.formatMessage(m.googleWallet)}
      </Button>
    </Stack>
  );
}
