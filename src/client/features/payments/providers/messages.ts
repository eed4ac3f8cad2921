import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * The in-place provider screens (seed 002 §2 payment screens, §4 card and drop-in flows, §8 messages; issue 12).
 * Descriptions marked "seed" are word for word from the spec.
 */
const defined = defineMessages({
  title: { id: 'payments.providers.title', defaultMessage: '{brand} Payment', description: 'seed: card screen title' },
  pay: { id: 'payments.providers.pay', defaultMessage: 'Pay now', description: 'Submits the card form' },
  goBack: { id: 'payments.providers.goBack', defaultMessage: 'Go back', description: 'seed: link back to the order' },
  stripeSucceeded: { id: 'payments.stripe.succeeded', defaultMessage: 'Payment succeeded!', description: 'seed' },
  stripeProcessing: {
    id: 'payments.stripe.processing',
    defaultMessage: 'Your payment is processing.',
    description: 'seed',
  },
  stripeRetry: {
    id: 'payments.stripe.retry',
    defaultMessage: 'Your payment was not successful, please try again.',
    description: 'seed',
  },
  stripeOther: { id: 'payments.stripe.other', defaultMessage: 'Something went wrong.', description: 'seed' },
  unexpected: {
    id: 'payments.providers.unexpected',
    defaultMessage: 'An unexpected error occured.',
    description: 'seed',
  },
  adyenSuccess: {
    id: 'payments.adyen.success',
    defaultMessage: 'Payment success, please wait',
    description: 'seed: drop-in result Authorised',
  },
  adyenFailed: {
    id: 'payments.adyen.failed',
    defaultMessage: 'Payment failed, please try again',
    description: 'seed: drop-in result other than Authorised',
  },
  checkoutFailed: { id: 'payments.adyen.checkoutFailed', defaultMessage: 'Checkout failed', description: 'seed' },
  payAdyenFailed: {
    id: 'payments.adyen.payFailed',
    defaultMessage: 'Pay adyen failed',
    description: 'seed: the drop-in session could not be created',
  },
  fiuuPay: { id: 'payments.fiuu.pay', defaultMessage: 'Continue to online banking', description: 'fiuu button' },
  waiting: {
    id: 'payments.providers.waiting',
    defaultMessage: 'Please wait payment is processing...',
    description: 'seed',
  },
});

export const providerMessages: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
