import { WALLET_MESSAGES, type WalletMessageKey } from '../../../shared/rules/wallet-messages';
import { TRANSLATED_REGISTER_MESSAGES, registerText } from './lib/register-text';
import { registerMessages as m } from './messages';

describe('register payment messages', () => {
  it('word every seed message exactly as the shared rules (and the server) do', () => {
    for (const [key, descriptor] of Object.entries(TRANSLATED_REGISTER_MESSAGES))
      expect([key, descriptor.defaultMessage]).toEqual([key, WALLET_MESSAGES[key as WalletMessageKey]]);
    expect(m.resend.defaultMessage).toBe('RESEND CODE');
    expect(m.decline.defaultMessage).toBe('DECLINE');
  });

  it('translates a server answer that carries a seed message', () => {
    const intl = { formatMessage: (d: { id?: string }) => `«${d.id}»` } as unknown as Parameters<
      typeof registerText
    >[0];
    expect(registerText(intl, "Can't be more than total")).toBe('«register.rule.moreThanTotal»');
    expect(registerText(intl, 'Ask the customer for a new code')).toBe('Ask the customer for a new code');
  });
});
