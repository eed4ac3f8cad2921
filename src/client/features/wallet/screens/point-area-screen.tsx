import { useParams } from 'react-router-dom';
import { useWallet } from '../../../api/wallet';
import { RewardsArea } from '../components/rewards-area';
import { WalletLoader } from '../components/wallet-loader';

/** /next/my/point/{merchant_id} (seed 001 §2): the member rewards area of a merchant, on its Point tab. */
export default function PointAreaScreen() {
  const { merchantId = '' } = useParams();
  return (
    <WalletLoader query={useWallet(merchantId)}>
      {(wallet) => <RewardsArea wallet={wallet} routeTab="points" />}
    </WalletLoader>
  );
}
