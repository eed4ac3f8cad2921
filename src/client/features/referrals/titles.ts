import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the referrals routes. Apart from messages.ts (which spreads them in, for the screens) because the
 * route table, and so these, is part of the app's first load, while the screens' other messages belong in their
 * lazy chunks.
 */
const defined = defineMessages({
  giftSentTitle: {
    id: 'referrals.giftSentTitle',
    defaultMessage: 'Gifts sent',
    description: 'Title of /profile/refer-friends/giftsent',
  },
  historyTitle: {
    id: 'referrals.historyTitle',
    defaultMessage: 'Referral history',
    description: 'Title of /profile/refer-friends/history',
  },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values.
export const referralTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
