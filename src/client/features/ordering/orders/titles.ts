import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the orders routes. Apart from messages.ts (which spreads them in, for the screens) because the
 * route table, and so these, is part of the app's first load, while the screens' other messages belong in their
 * lazy chunks.
 */
const defined = defineMessages({
  historyTitle: { id: 'orders.history.title', defaultMessage: 'My orders', description: 'History heading' },
  orderTitle: { id: 'orders.detail.title', defaultMessage: 'Order', description: 'Order page title' },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values.
export const ordersTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
