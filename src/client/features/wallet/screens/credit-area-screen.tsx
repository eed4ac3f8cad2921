import { useParams } from 'react-router-dom';
import { useWalletBySubdomain } from '../../../api/wallet';
import { RewardsArea } from '../components/rewards-area';
import { WalletLoader } from '../components/wallet-loader';

/** /next/my/credits/{merchant_subdomain} (seed 001 §2): the rewards area of that merchant, on its Store Credit tab. */
export default function CreditAreaScreen() {
  const { subdomain = '' } = useParams();
  return (
    <WalletLoader query={useWalletBySubdomain(subdomain)}>
      {(wallet) => <RewardsArea wallet={wallet} routeTab="credit" />}
    </WalletLoader>
  );
}
