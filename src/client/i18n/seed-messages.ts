import type { IntlShape, MessageDescriptor } from 'react-intl';
import { WALLET_MESSAGES, type WalletMessageKey } from '../../shared/rules/wallet-messages';

export type SeedDescriptors = Partial<Record<WalletMessageKey, MessageDescriptor>>;

/**
 * Shows the seed's messages in the app's language. The server and the shared rules speak the seed's English
 * (src/shared/rules/wallet-messages.ts); a screen lists the descriptors it translates them with (each one's
 * defaultMessage equal to the seed's text, which its messages test proves), and any other message (a server answer
 * that is already specific, e.g. 'Wrong code: 2 attempt(s) left') shows as it came.
 */
export function seedTranslator(descriptors: SeedDescriptors) {
  const byText = new Map<string, MessageDescriptor>(
    (Object.keys(descriptors) as WalletMessageKey[]).map((key) => [WALLET_MESSAGES[key], descriptors[key]!]),
  );
  return (intl: Pick<IntlShape, 'formatMessage'>, message: string): string => {
    const descriptor = byText.get(message);
    return descriptor ? intl.formatMessage(descriptor) : message;
  };
}
