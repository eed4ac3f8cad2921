import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the feed routes. Apart from messages.ts (which spreads them in, for the screens) because the
 * route table, and so these, is part of the app's first load, while the screens' other messages belong in their
 * lazy chunks.
 */
const defined = defineMessages({
  allTitle: { id: 'feed.all.title', defaultMessage: 'Promotions', description: 'Header title of /feed/all/{feedType}' },
  myVouchersTitle: {
    id: 'feed.myVouchers.title',
    defaultMessage: 'My vouchers',
    description: 'Header title of /feed/my/vouchers',
  },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values.
export const feedTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
