import type { Wallet } from '../../../api/wallet';
import { SESSION_STORAGE_KEY } from '../../../state/store';

/** A wallet answer as GET /api/wallet/merchants/:id gives it, for the wallet's screen tests. */
export function walletFixture(overrides: Partial<Wallet> = {}): Wallet {
  return {
    merchant: { _id: 'brew-lane', name: 'Brew Lane Coffee', logo: null, color: '#6B3E26', subdomain: 'brew-lane' },
    loyaltyProgramUnit: { name: 'Points', type: 'point', isDecimal: false, pointToCurrencyValue: '0.01' },
    joined: true,
    card: {
      memberNumber: '100042',
      qrValue: 'brew-lane-demo-member',
      tierName: 'Silver',
      expireDate: null,
      name: 'Demo Member',
      phone: '+97699000001',
      email: 'demo@livery.test',
    },
    points: {
      active: '1234.00',
      inactive: '120.00',
      nextAvailableAt: '2030-01-15T00:00:00.000Z',
      nextAvailableAmount: '120.00',
      activeCurrencyValue: '12.34',
    },
    storeCredit: { balance: '55.00', allowNegative: false, closed: false },
    permissions: {
      redeemPoints: true,
      useStoreCredit: true,
      buyStoreCredit: true,
      gift: true,
      giftBlockedReason: null,
    },
    tabs: { membership: true, vouchers: false, storeCredit: true, points: true, stamps: false, packages: false },
    walletPass: { apple: false, google: false },
    ...overrides,
  };
}

/** A member session in the store's storage, as the app keeps it. */
export function memberSession(storage: Storage = window.localStorage): Storage {
  const session = { token: 'tok-123456789', role: 'member', user: { id: 'u1', profileIncomplete: false } };
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  return storage;
}
