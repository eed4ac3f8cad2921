import { screenMessages } from '../../../layouts/messages';
import type { Merchant } from '../../../api/merchants';
import { MerchantDetailScreen } from './merchant-detail-screen';

/** Food: 'Order' when an outlet takes orders, otherwise 'Menu' (the menu can still be read). */
function foodActionLabel(merchant: Merchant) {
  return merchant.outlets.some((outlet) => outlet.isOrder) ? screenMessages.foodOrder : screenMessages.foodMenu;
}

export default function FoodMerchantDetailScreen() {
  return <MerchantDetailScreen actionLabel={foodActionLabel} />;
}
