import { WALLET_MESSAGES, type WalletMessageKey } from '../../../shared/rules/wallet-messages';
import { TRANSLATED_WALLET_MESSAGES, walletText } from './lib/wallet-message';
import { walletMessages as m } from './messages';

describe('wallet messages', () => {
  it('word every seed message exactly as the shared rules (and the server) do', () => {
    for (const [key, descriptor] of Object.entries(TRANSLATED_WALLET_MESSAGES))
      expect([key, descriptor.defaultMessage]).toEqual([key, WALLET_MESSAGES[key as WalletMessageKey]]);
    expect(m.giftedTo.defaultMessage).toBe(WALLET_MESSAGES.giftedTo);
  });

  it('shows a server answer that carries a seed message in the app language, anything else as it came', () => {
    const intl = { formatMessage: (d: { id?: string }) => `«${d.id}»` } as unknown as Parameters<typeof walletText>[0];
    expect(walletText(intl, 'User not found!')).toBe('«wallet.rule.userNotFound»');
    expect(walletText(intl, 'Wrong code: 2 attempt(s) left')).toBe('Wrong code: 2 attempt(s) left');
  });
});
