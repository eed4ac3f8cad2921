import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the vouchers routes. Apart from messages.ts (which spreads them in, for the screens) because the
 * route table, and so these, is part of the app's first load, while the screens' other messages belong in their
 * lazy chunks.
 */
const defined = defineMessages({
  title: { id: 'vouchers.title', defaultMessage: 'Voucher', description: 'Header title of the voucher screens' },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values.
export const voucherTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
