import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the payment routes. Apart from messages.ts because the routes (and so these) are part of the
 * app's first load, and the screens' messages belong in their lazy chunks.
 */
const defined = defineMessages({
  paynow: { id: 'payments.paynow.title', defaultMessage: 'PayNow', description: 'PayNow screen title (brand)' },
  card: { id: 'payments.card.title', defaultMessage: 'Card payment', description: 'Card payment screens title' },
  banking: {
    id: 'payments.banking.title',
    defaultMessage: 'Online banking',
    description: 'fiuu online banking screen title',
  },
});

export const paymentsTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
