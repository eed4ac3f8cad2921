import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { fetchWalletPassLink, type Wallet } from '../../../api/wallet';
import { walletMessages as m } from '../messages';

type PassWallet = keyof Wallet['walletPass'];
const LABELS = { apple: m.appleWallet, google: m.googleWallet } as const;

/**
 * Wallet-pass buttons on the back of the membership card, one for each pass the wallet answer offers (the merchant
 * enables passes and the server holds that wallet's keys); none at all otherwise. A tap asks for the pass link
 * and opens it: the Apple pass downloads into Wallet, Google's save link opens Google Wallet.
 */
export function WalletPassButtons({ wallet }: { wallet: Wallet }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<PassWallet | null>(null);
  const offered = (['apple', 'google'] as const).filter((kind) => wallet.walletPass[kind]);
  if (offered.length === 0) return null;
  const addTo = async (kind: PassWallet) => {
    setPending(kind);
    try {
      window.location.assign(await fetchWalletPassLink(kind, wallet.merchant._id));
    } catch (error) {
      dispatch(toastShown({ type: 'error', message: (error as Error).message }));
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="wallet-pass-buttons">
      {offered.map((kind) => (
        <Button
          key={kind}
          size="small"
          variant="contained"
          disabled={pending !== null}
          onClick={() => void addTo(kind)}
          sx={{ bgcolor: '#000', color: '#fff', '&:hover': { bgcolor: '#222' }, m: '0 !important' }}
        >
          {intl.formatMessage(LABELS[kind])}
        </Button>
      ))}
    </Stack>
  );
}
