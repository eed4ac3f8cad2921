import { RULE_MESSAGES } from '../../../shared/rules';
import { merchantMessages as m } from './messages';

it('words the redemption rules exactly as the shared rules do', () => {
  expect(m.merchantDisallowsRedemption.defaultMessage).toBe(RULE_MESSAGES.merchantDisallowsRedemption);
  expect(m.needToJoin.defaultMessage).toBe(RULE_MESSAGES.needToJoinMerchant);
  expect(m.loyaltyIsZero.defaultMessage).toBe(RULE_MESSAGES.loyaltyIsZero);
  expect(m.loginToRedeem.defaultMessage).toBe(RULE_MESSAGES.loginToRedeem);
});
