import type { RewardMerchant } from '../api/types';
import { balanceText } from './balance-view';

const merchant = (unit: RewardMerchant['loyaltyProgramUnit']): RewardMerchant => ({
  _id: 'm',
  name: 'M',
  logo: null,
  color: '#000',
  loyaltyBalance: 1234.75,
  storeValueBalance: 1234.5,
  loyaltyProgramUnit: unit,
  last_visited: null,
  joinedAt: '2026-01-01T00:00:00Z',
  hasPurchases: false,
  memberships: [],
});

describe('balanceText', () => {
  it('floors points unless the unit is decimal', () => {
    expect(balanceText(merchant({ name: 'Points', type: 'point', isDecimal: false }), 'point', '$')).toBe(
      '1,234 Points',
    );
    expect(balanceText(merchant({ name: 'Points', type: 'point', isDecimal: true }), 'point', '$')).toBe(
      '1,234.75 Points',
    );
  });

  it('shows store credit as an amount with 2 decimals and the currency symbol', () => {
    expect(balanceText(merchant({ name: 'Points', type: 'point', isDecimal: false }), 'credit', 'S$')).toBe(
      'S$1,234.50',
    );
  });
});
