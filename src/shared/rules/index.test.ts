import * as rules from './index';

describe('public API', () => {
  it('re-exports every module without name clashes', () => {
    for (const name of [
      'MAX_FOLLOWED_CATEGORIES',
      'RULE_MESSAGES',
      'openState',
      'tierProgress',
      'groupByDate',
      'formatMmSs',
      'followCategory',
      'validateOtpCode',
      'parseScanPayload',
      'validateReceiptForm',
      'formatAmount',
      'haversineKm',
      'truncateDescription',
      'ageFromBirthday',
      'decodePosPhone',
      'loginSubmitError',
      'joinFlowAction',
      'notificationTapTarget',
      'pointsToCurrencyCents',
      'checkRegisterRedeem',
      'GIFT_QUICK_AMOUNTS',
      'WALLET_MESSAGES',
    ]) {
      expect(rules).toHaveProperty(name);
    }
  });
});
