import type { RewardMerchant } from '../../../api/my-rewards';
import { balanceText } from './balance-view';

const merchant = (unit: RewardMerchant['loyaltyProgramUnit']) => ({
  loyaltyBalance: 1234.75,
  storeValueBalance: 1234.5,
  loyaltyProgramUnit: unit,
});

describe('balanceText', () => {
  it('floors points unless the unit is decimal', () => {
    expect(
      balanceText(
        merchant({ name: 'Points', type: 'point', isDecimal: false, pointToCurrencyValue: '0.01' }),
        'point',
        '$',
      ),
    ).toBe('1,234 Points');
    expect(
      balanceText(
        merchant({ name: 'Points', type: 'point', isDecimal: true, pointToCurrencyValue: '0.01' }),
        'point',
        '$',
      ),
    ).toBe('1,234.75 Points');
  });

  it('shows store credit as an amount with 2 decimals and the currency symbol', () => {
    expect(
      balanceText(
        merchant({ name: 'Points', type: 'point', isDecimal: false, pointToCurrencyValue: '0.01' }),
        'credit',
        'S$',
      ),
    ).toBe('S$1,234.50');
  });
});
