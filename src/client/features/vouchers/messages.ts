import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/** Voucher detail screens (seed 001 §2): /vouchers/{id} and the member's own copy /vouchers/{id}/{voucherValueId}. */
const defined = defineMessages({
  title: { id: 'vouchers.title', defaultMessage: 'Voucher', description: 'Header title of the voucher screens' },
  values: { id: 'vouchers.values', defaultMessage: 'Values', description: 'Heading of the list of voucher values' },
  valueLine: {
    id: 'vouchers.valueLine',
    defaultMessage: '{value} voucher for {price}',
    description: 'One value of a voucher and what it costs',
  },
  youHoldIt: {
    id: 'vouchers.youHoldIt',
    defaultMessage: 'You hold this voucher',
    description: 'The member already has a copy',
  },
  openMine: { id: 'vouchers.openMine', defaultMessage: 'Show my voucher', description: 'Button to the own copy' },
  showAtCounter: {
    id: 'vouchers.showAtCounter',
    defaultMessage: 'Show this code at the counter',
    description: 'Caption under the QR code of an owned voucher',
  },
  qrLabel: {
    id: 'vouchers.qrLabel',
    defaultMessage: 'QR code of voucher {code}',
    description: 'Accessible label of the QR code',
  },
  code: { id: 'vouchers.code', defaultMessage: 'Voucher code', description: 'Label of the member voucher code' },
  value: { id: 'vouchers.value', defaultMessage: 'Value', description: 'Label' },
  balance: { id: 'vouchers.balance', defaultMessage: 'Balance', description: 'Label: what is left on the voucher' },
  merchant: { id: 'vouchers.merchant', defaultMessage: 'Merchant', description: 'Label' },
  expires: { id: 'vouchers.expires', defaultMessage: 'Expires', description: 'Label of the expiry date' },
  noExpiry: { id: 'vouchers.noExpiry', defaultMessage: 'No expiry', description: 'The voucher never expires' },
  status: { id: 'vouchers.status', defaultMessage: 'Status', description: 'Label' },
  statusAvailable: { id: 'vouchers.status.available', defaultMessage: 'Available', description: 'Voucher state' },
  statusUsed: { id: 'vouchers.status.used', defaultMessage: 'Used', description: 'Voucher state' },
  statusExpired: { id: 'vouchers.status.expired', defaultMessage: 'Expired', description: 'Voucher state' },
  expiredNote: {
    id: 'vouchers.expiredNote',
    defaultMessage: 'this voucher is expired',
    description: 'Seed 001: shown for an expired voucher',
  },
  claimed: {
    id: 'vouchers.claimed',
    defaultMessage: 'Voucher claimed',
    description: 'Seed 001: shown 2 seconds after opening a voucher with ?isclaim=true',
  },
  notFound: { id: 'vouchers.notFound', defaultMessage: 'Voucher not found', description: 'Unknown or not yours' },
  loading: { id: 'vouchers.loading', defaultMessage: 'Loading', description: 'Accessible label of a spinner' },
  retry: { id: 'vouchers.retry', defaultMessage: 'Try again', description: 'Retry a failed load' },
});

// Widened to MessageDescriptor: react-intl 12 types descriptors without values as taking none.
export const voucherMessages: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
