import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the wallet's routes. Apart from messages.ts because the routes (and so these) are part of the
 * app's first load, and the screens' many messages belong in their lazy chunk.
 */
const defined = defineMessages({
  rewards: { id: 'wallet.title.rewards', defaultMessage: 'My rewards', description: 'Title of the rewards area' },
  points: { id: 'wallet.title.points', defaultMessage: 'Points', description: 'Title of the points lists' },
  storeCredit: {
    id: 'wallet.title.storeCredit',
    defaultMessage: 'Store credit',
    description: 'Title of the store credit transactions',
  },
  gift: {
    id: 'wallet.title.gift',
    defaultMessage: 'Gift point or store credit',
    description: 'Title of the gift screen',
  },
});

export const walletTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
