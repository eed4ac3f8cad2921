// The merchant page's sections that wait for its first paint, in one chunk of their own (merchant-sections): what
// shows under the first viewport (programs, the collapsed membership tiers) and what only some addresses show (a
// program's detail, a promotion). Their cards, accordions and messages stay out of the page's first load.
import type { Merchant } from '../../../api/merchants';
import { MembershipTiers, MerchantPrograms } from '../../programs';

export { ProgramDetailLoader } from '../../programs';
export { PromotionPanel } from './promotion-panel';

/** Under the first viewport: the merchant's programs, then its membership tiers. */
export function MerchantBelowFold({ merchant }: { merchant: Merchant }) {
  return (
    <>
      <MerchantPrograms merchantId={merchant._id} programs={merchant.loyaltyPrograms} color={merchant.color} />
      <MembershipTiers tiers={merchant.memberships} />
    </>
  );
}
