import { screenMessages } from '../../../layouts/messages';
import { MerchantDetailScreen } from './merchant-detail-screen';

const catalogue = () => screenMessages.retailCatalogue;

/** Retail: a product catalogue instead of a menu. */
export default function RetailMerchantDetailScreen() {
  return <MerchantDetailScreen actionLabel={catalogue} />;
}
