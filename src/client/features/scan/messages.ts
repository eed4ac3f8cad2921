import { defineMessages } from 'react-intl';
import { scanTitles } from './titles';
import type { Descriptors } from '../../i18n/descriptors';

// The spec's words (seed 000 §4, §5, §8) are kept as literals, so formatjs extracts them and translators see them.
/** QR scan tab (/next/qr), receipt claim and the receipt's order page (/order/s/{order_id}). */
const defined = defineMessages({
  intro: {
    id: 'scan.intro',
    defaultMessage: 'Scan the QR code on your receipt to collect points, or type it in below.',
    description: 'Text above the camera on the scan tab',
  },
  cameraLabel: {
    id: 'scan.cameraLabel',
    defaultMessage: 'Camera view for scanning a receipt code',
    description: 'Accessible label of the camera preview',
  },
  starting: { id: 'scan.starting', defaultMessage: 'Starting the camera…', description: 'While the camera opens' },
  noCamera: {
    id: 'scan.noCamera',
    defaultMessage: 'No camera found on this device.',
    description: 'The device has no camera (spec message)',
  },
  cameraDenied: {
    id: 'scan.cameraDenied',
    defaultMessage: 'Camera access is blocked. Allow the camera for this site, or type the receipt in below.',
    description: 'The visitor or the browser refused camera access',
  },
  failedToRead: {
    id: 'scan.failedToRead',
    defaultMessage: 'Failed to read',
    description: 'Scanned code is not a receipt code',
  },
  redeemFor: {
    id: 'scan.redeemFor',
    defaultMessage: 'Redeeming at {merchant}',
    description: 'Shown when the scanner was opened from a merchant page redeem-by-scan button',
  },
  manualHeading: { id: 'scan.manual.heading', defaultMessage: 'Enter receipt', description: 'Manual entry heading' },
  receiptNumber: { id: 'scan.manual.receiptNumber', defaultMessage: 'Receipt number', description: 'Field label' },
  referenceId: { id: 'scan.manual.referenceId', defaultMessage: 'Reference id', description: 'Field label' },
  claim: { id: 'scan.manual.claim', defaultMessage: 'Claim points', description: 'Submit the receipt' },
  receiptNumberRequired: {
    id: 'scan.error.receiptNumberRequired',
    defaultMessage: 'Please_input_number',
    description: 'Receipt number missing (spec message, kept as the spec writes it)',
  },
  referenceIdRequired: {
    id: 'scan.error.referenceIdRequired',
    defaultMessage: 'Please input reference id',
    description: 'Reference id missing',
  },
  fillReceiptInfo: {
    id: 'scan.error.fillReceiptInfo',
    defaultMessage: 'Please fill receipt info',
    description: 'Nothing entered or scanned',
  },
  claimed: {
    id: 'scan.claimed',
    defaultMessage: 'Successfully claimed the receipt',
    description: 'Receipt claim success toast',
  },
  claimError: {
    id: 'scan.claimError',
    defaultMessage: 'An error occurred while claiming the receipt.',
    description: 'Receipt claim failed for an unexpected reason',
  },
  navigateError: {
    id: 'scan.navigateError',
    defaultMessage: 'Failed to navigate to order details.',
    description: 'The claimed receipt has no order to open',
  },
  alreadyClaimed: {
    id: 'scan.alreadyClaimed',
    defaultMessage: 'This receipt has already been claimed',
    description: 'Receipt claimed before (by anyone)',
  },
  alreadyClaimedByYou: {
    id: 'scan.alreadyClaimedByYou',
    defaultMessage: 'You have already claimed this receipt',
    description: 'Receipt claimed before by the same member',
  },
  notFound: {
    id: 'scan.notFound',
    defaultMessage: 'Receipt not found. Check the receipt number and reference id.',
    description: 'No receipt matches',
  },
  needToJoin: {
    id: 'scan.needToJoin',
    defaultMessage: 'You need to join to merchant',
    description: 'Receipt of a merchant the member has not joined (spec message)',
  },
  joinToClaim: {
    id: 'scan.joinToClaim',
    defaultMessage: 'Join {merchant} to collect the points of your receipt.',
    description: 'A stored receipt waits for the member to join its merchant',
  },
  openMerchant: {
    id: 'scan.openMerchant',
    defaultMessage: 'Join merchant',
    description: 'Button to the merchant page',
  },
  pendingClaim: {
    id: 'scan.pendingClaim',
    defaultMessage: 'Claiming your receipt…',
    description: 'While a stored receipt is claimed automatically',
  },
  loginToClaim: {
    id: 'scan.loginToClaim',
    defaultMessage: 'Log in or sign up to collect the points of your receipt.',
    description: 'Anonymous visitors are sent to log in with the receipt kept',
  },
  logIn: { id: 'scan.logIn', defaultMessage: 'Log in', description: 'Button to the login page' },
  guestCannotClaim: {
    id: 'scan.guestCannotClaim',
    defaultMessage: 'Sign up as a member to collect points from receipts.',
    description: 'Guests cannot claim receipts',
  },
  orderTitle: { id: 'scan.order.title', defaultMessage: 'Order details', description: 'Header of the order page' },
  orderNumber: { id: 'scan.order.number', defaultMessage: 'Order #{number}', description: 'Order number heading' },
  orderReference: { id: 'scan.order.reference', defaultMessage: 'Reference id', description: 'Order reference label' },
  orderStatusCompleted: { id: 'scan.order.completed', defaultMessage: 'Completed', description: 'Order status' },
  orderSourcePos: { id: 'scan.order.sourcePos', defaultMessage: 'In store', description: 'Receipt from the register' },
  orderSourceEats365: {
    id: 'scan.order.sourceEats365',
    defaultMessage: 'eats365 order',
    description: 'Receipt from the eats365 ordering system',
  },
  orderedAt: { id: 'scan.order.orderedAt', defaultMessage: 'Ordered', description: 'Order date label' },
  claimedAt: { id: 'scan.order.claimedAt', defaultMessage: 'Claimed', description: 'Claim date label' },
  outlet: { id: 'scan.order.outlet', defaultMessage: 'Outlet', description: 'Outlet label' },
  items: { id: 'scan.order.items', defaultMessage: 'Items', description: 'Heading of the item list' },
  itemLine: { id: 'scan.order.itemLine', defaultMessage: '{quantity} × {name}', description: 'One receipt line' },
  total: { id: 'scan.order.total', defaultMessage: 'Total', description: 'Order total label' },
  pointsEarned: {
    id: 'scan.order.pointsEarned',
    defaultMessage: '+{points} points earned',
    description: 'Loyalty points the receipt gave',
  },
  orderNotFound: {
    id: 'scan.order.notFound',
    defaultMessage: 'Order not found',
    description: 'The order does not exist or is not yours',
  },
  backToScan: { id: 'scan.order.backToScan', defaultMessage: 'Scan another receipt', description: 'Button' },
  loading: { id: 'scan.loading', defaultMessage: 'Loading', description: 'Accessible label of a spinner' },
  retry: { id: 'scan.retry', defaultMessage: 'Try again', description: 'Retry a failed load' },
});

export const scanMessages: Descriptors<typeof defined> & typeof scanTitles = {
  ...scanTitles,
  ...defined,
};
