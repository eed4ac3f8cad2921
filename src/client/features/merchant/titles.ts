import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the merchant routes. Apart from messages.ts (which spreads them in, for the screens) because the
 * route table, and so these, is part of the app's first load, while the screens' other messages belong in their
 * lazy chunks.
 */
const defined = defineMessages({
  membershipsTitle: {
    id: 'merchant.memberships.title',
    defaultMessage: 'Memberships',
    description: 'Header title of /memberships',
  },
  promotionTitle: {
    id: 'merchant.promotion.title',
    defaultMessage: 'Promotion',
    description: 'Header title of a promotion page',
  },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values.
export const merchantTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
