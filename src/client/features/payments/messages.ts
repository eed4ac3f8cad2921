import { defineMessages } from 'react-intl';
import type { Descriptors } from '../../i18n/descriptors';

/**
 * Paying an order (seed 002 §2 payment method sheet, §4 return from a payment provider, §8 messages; issue 12).
 * Descriptions marked "seed" are word for word from the spec; the rest are designed where the spec names no wording.
 */
const defined = defineMessages({
  // ------------------------------------------------------------------ the Pay action and the sheet
  pay: { id: 'payments.pay', defaultMessage: 'Pay {amount}', description: 'Pay button of an order; amount is due' },
  sheetTitle: { id: 'payments.sheet.title', defaultMessage: 'Choose how to pay', description: 'Payment sheet title' },
  sheetDue: { id: 'payments.sheet.due', defaultMessage: 'Due: {amount}', description: 'Amount the sheet pays' },
  sheetHandle: {
    id: 'payments.sheet.handle',
    defaultMessage: 'Sheet height',
    description: 'Accessible name of the drag handle that resizes the payment sheet',
  },
  close: { id: 'payments.sheet.close', defaultMessage: 'Close', description: 'Closes the payment sheet' },
  noMethods: {
    id: 'payments.sheet.none',
    defaultMessage: 'This merchant takes no online payment. Please pay at the counter.',
    description: 'Payment sheet without methods',
  },
  loading: { id: 'payments.loading', defaultMessage: 'Loading', description: 'Spinner label' },
  retry: { id: 'payments.retry', defaultMessage: 'Try again', description: 'Retry button' },
  methodSandbox: { id: 'payments.method.sandbox', defaultMessage: 'Test card', description: 'Sandbox method name' },
  methodCard: { id: 'payments.method.card', defaultMessage: 'Card', description: 'Card method name' },
  methodPayNow: { id: 'payments.method.paynow', defaultMessage: 'PayNow', description: 'PayNow method name (brand)' },
  methodBanking: {
    id: 'payments.method.banking',
    defaultMessage: 'Online banking',
    description: 'fiuu method name',
  },
  methodSandboxHint: {
    id: 'payments.method.sandboxHint',
    defaultMessage: 'No real money: test cards only',
    description: 'Secondary line of the sandbox method',
  },
  methodPayNowHint: {
    id: 'payments.method.paynowHint',
    defaultMessage: 'Scan a QR code with your banking app',
    description: 'Secondary line of the PayNow method',
  },
  // ------------------------------------------------------------------ outcomes (seed 002 §8 toasts)
  succeeded: { id: 'payments.outcome.succeeded', defaultMessage: 'Payment succeeded!', description: 'seed' },
  processing: {
    id: 'payments.outcome.processing',
    defaultMessage: 'Please wait payment is processing...',
    description: 'seed',
  },
  failed: {
    id: 'payments.outcome.failed',
    defaultMessage: 'Your payment was not successful, please try again.',
    description: 'seed',
  },
  somethingWrong: { id: 'payments.outcome.wrong', defaultMessage: 'Something went wrong.', description: 'seed' },
  refunded: {
    id: 'payments.outcome.refunded',
    defaultMessage: 'This payment was refunded: {reason}',
    description: 'An attempt the server refunded (the order was already paid or cancelled)',
  },
  // ------------------------------------------------------------------ PayNow
  paynowScan: {
    id: 'payments.paynow.scan',
    defaultMessage: 'Scan this QR code with your banking app to pay.',
    description: 'PayNow instructions',
  },
  paynowQr: { id: 'payments.paynow.qr', defaultMessage: 'PayNow QR code', description: 'Accessible name of the QR' },
  paynowAmount: { id: 'payments.paynow.amount', defaultMessage: 'Amount', description: 'PayNow detail label' },
  paynowReference: {
    id: 'payments.paynow.reference',
    defaultMessage: 'Reference',
    description: 'PayNow detail label: the bill number the transfer carries',
  },
  paynowExpiresIn: {
    id: 'payments.paynow.expiresIn',
    defaultMessage: 'Expires in {time}',
    description: 'Countdown; time is m:ss',
  },
  paynowExpired: {
    id: 'payments.paynow.expired',
    defaultMessage: 'This QR code has expired.',
    description: 'PayNow countdown reached zero',
  },
  paynowNewCode: {
    id: 'payments.paynow.newCode',
    defaultMessage: 'Get a new QR code',
    description: 'PayNow: button under an expired QR that makes a fresh one',
  },
  backToOrder: { id: 'payments.backToOrder', defaultMessage: 'Back to the order', description: 'Link' },
  paynowUnavailable: {
    id: 'payments.paynow.unavailable',
    defaultMessage: 'Nothing is due on this order.',
    description: 'PayNow screen of an order that cannot be paid',
  },
});

export const paymentsMessages: Descriptors<typeof defined> = defined;
