import * as ordering from './index';

describe('ordering rules public API', () => {
  it('re-exports one entry point of every rule without name clashes', () => {
    for (const name of [
      'outletClock',
      'parseEstimatedDate',
      'priceCart',
      'cartTotal',
      'bestPriceRule',
      'validateCartLine',
      'visibleMenu',
      'quantityProblem',
      'orderDates',
      'validateEstimatedDate',
      'slotsOn',
      'isNowOffered',
      'creditCapCents',
      'pointCapCents',
      'deliveryLock',
      'deliveryBand',
      'passToCounterBlocker',
      'parseTableQr',
      'toggleModifierValue',
      'toggleBundleProduct',
      'canAddToCart',
      'isOrderModeAllowed',
    ]) {
      expect(ordering).toHaveProperty(name);
    }
  });
});
