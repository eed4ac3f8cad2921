import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * The order page of bought store credit (/order/s/{order_id}, seed 001 §2). Apart from messages.ts, which the
 * scan feature's routes bring into the app's first load for their titles: these belong in the order page's chunk.
 */
const defined = defineMessages({
  creditOrderHeading: {
    id: 'scan.creditOrder.heading',
    defaultMessage: 'Store credit order',
    description: 'Heading of the order page for bought store credit (seed 001 §2 /order/s/{order_id})',
  },
  creditOrderPaid: { id: 'scan.creditOrder.paid', defaultMessage: 'Paid', description: 'Store credit order status' },
  creditOrderPending: {
    id: 'scan.creditOrder.pending',
    defaultMessage: 'Waiting for payment',
    description: 'Store credit order status: the payment has not succeeded yet',
  },
  creditOrderFailed: {
    id: 'scan.creditOrder.failed',
    defaultMessage: 'Payment failed',
    description: 'Store credit order status',
  },
  creditOrderRefunded: {
    id: 'scan.creditOrder.refunded',
    defaultMessage: 'Refunded',
    description: 'Store credit order status',
  },
  creditOrderPay: { id: 'scan.creditOrder.pay', defaultMessage: 'Paid amount', description: 'What the member paid' },
  creditOrderCredit: {
    id: 'scan.creditOrder.credit',
    defaultMessage: 'Store credit',
    description: 'The store credit the order gives',
  },
  creditAdded: {
    id: 'scan.creditOrder.added',
    defaultMessage: '{amount} store credit added to your balance',
    description: 'The order’s credit is in the member’s balance',
  },
  creditComing: {
    id: 'scan.creditOrder.coming',
    defaultMessage: 'The store credit is added once the payment succeeds.',
    description: 'The order is not paid yet',
  },
  toStoreCredit: {
    id: 'scan.creditOrder.toStoreCredit',
    defaultMessage: 'See my store credit',
    description: 'Button from the store credit order to the Store Credit tab',
  },
});

export const creditOrderMessages: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
