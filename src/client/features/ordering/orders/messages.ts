import { defineMessages } from 'react-intl';
import { ordersTitles } from './titles';
import type { Descriptors } from '../../../i18n/descriptors';

/**
 * Placed orders (seed 002 §2 order detail and history, §4 pass to counter / cancel / reorder, §8). Descriptions
 * marked "seed" are word for word from the spec; the rest are designed where the spec names no wording.
 */
const defined = defineMessages({
  orderNumber: { id: 'orders.detail.number', defaultMessage: 'Order #{number}', description: 'Daily order number' },
  modeDineIn: { id: 'orders.mode.dineIn', defaultMessage: 'Dine in', description: 'Order mode' },
  modePickUp: { id: 'orders.mode.pickUp', defaultMessage: 'Pick up', description: 'Order mode' },
  modeDelivery: { id: 'orders.mode.delivery', defaultMessage: 'Delivery', description: 'Order mode' },
  pager: { id: 'orders.detail.pager', defaultMessage: 'Pager {number}', description: 'Buzzer number' },
  table: { id: 'orders.detail.table', defaultMessage: 'Table {number}', description: 'Table number' },
  estimated: { id: 'orders.detail.estimated', defaultMessage: 'Estimated: {date}', description: 'Order time' },
  asap: { id: 'orders.detail.asap', defaultMessage: 'Estimated: as soon as possible', description: 'Order for NOW' },
  ordered: { id: 'orders.detail.ordered', defaultMessage: 'Ordered: {date}', description: 'Creation date' },
  qrLabel: {
    id: 'orders.detail.qr',
    defaultMessage: 'Show this code at the counter',
    description: "Caption of the order's QR code",
  },
  items: { id: 'orders.detail.items', defaultMessage: 'Items', description: 'Section heading' },
  payments: { id: 'orders.detail.payments', defaultMessage: 'Payments', description: 'Section heading' },
  due: { id: 'orders.detail.due', defaultMessage: 'Due amount', description: 'Bill line' },
  childOrders: { id: 'orders.detail.childOrders', defaultMessage: 'Added orders', description: 'Section heading' },
  cancelledOn: { id: 'orders.detail.cancelledOn', defaultMessage: 'Cancelled on {date}', description: 'Cancel info' },
  cancelReason: { id: 'orders.detail.cancelReason', defaultMessage: 'Reason: {reason}', description: 'Cancel info' },
  payAtCounter: {
    id: 'orders.detail.payAtCounter',
    defaultMessage: 'This order waits for payment. Pass it to the counter to pay there.',
    description: 'Notice on an unpaid order',
  },
  passToCounter: { id: 'orders.action.passToCounter', defaultMessage: 'Pass to counter', description: 'Button' },
  orderPassed: { id: 'orders.action.passed', defaultMessage: 'Order passed', description: 'seed' },
  cancelOrder: { id: 'orders.action.cancel', defaultMessage: 'Cancel order', description: 'Button' },
  cancelTitle: { id: 'orders.action.cancelTitle', defaultMessage: 'Cancel order', description: 'Dialog title' },
  cancelConfirm: {
    id: 'orders.action.cancelConfirm',
    defaultMessage: 'Cancel this order? Your store credit, points and vouchers go back to you.',
    description: 'Cancel confirmation',
  },
  cancelled: {
    id: 'orders.action.cancelled',
    defaultMessage: 'Order has been cancelled successfully',
    description: 'seed',
  },
  cancelFailed: { id: 'orders.action.cancelFailed', defaultMessage: 'Failed to cancel order', description: 'seed' },
  more: { id: 'orders.leaving.more', defaultMessage: 'What next?', description: 'Leaving menu button' },
  orderAgain: { id: 'orders.leaving.orderAgain', defaultMessage: 'Order again', description: 'Leaving menu' },
  pastOrders: { id: 'orders.leaving.pastOrders', defaultMessage: 'Past orders', description: 'Leaving menu' },
  browseRewards: { id: 'orders.leaving.browseRewards', defaultMessage: 'Browse rewards', description: 'Leaving menu' },
  signupForReward: { id: 'orders.guest.signup', defaultMessage: 'Signup for Reward', description: 'seed' },
  signupPrompt: {
    id: 'orders.guest.prompt',
    defaultMessage: 'Earn points on this order: sign up with your phone number.',
    description: "Guest's prompt on a paid order",
  },
  replaceTitle: { id: 'orders.reorder.replaceTitle', defaultMessage: 'Replace your cart?', description: 'Dialog' },
  replaceConfirm: {
    id: 'orders.reorder.replaceConfirm',
    defaultMessage: 'Your cart holds other items. Replace them with this order?',
    description: 'Reorder with a filled cart (status 0)',
  },
  noOrders: { id: 'orders.history.none', defaultMessage: 'No orders yet', description: 'Empty history' },
  refresh: { id: 'orders.history.refresh', defaultMessage: 'Refresh', description: 'Button' },
  itemCount: {
    id: 'orders.history.itemCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'Units of an order',
  },
  statusNew: { id: 'orders.status.new', defaultMessage: 'New', description: 'Order-system status 0 (seed 002 §3)' },
  statusReceived: { id: 'orders.status.received', defaultMessage: 'Received', description: 'Order-system status 1' },
  statusProcessing: {
    id: 'orders.status.processing',
    defaultMessage: 'Processing',
    description: 'Order-system status 2',
  },
  statusPacked: { id: 'orders.status.packed', defaultMessage: 'Packed', description: 'Order-system status 3' },
  statusCompleted: { id: 'orders.status.completed', defaultMessage: 'Completed', description: 'Order-system status 5' },
  statusCancelled: { id: 'orders.status.cancelled', defaultMessage: 'Cancelled', description: 'Order-system status 6' },
  statusProcessingPayment: {
    id: 'orders.status.processingPayment',
    defaultMessage: 'Processing payment',
    description: 'Order-system status 9',
  },
  statusPendingPayment: {
    id: 'orders.status.pendingPayment',
    defaultMessage: 'Pending payment',
    description: 'Order-system status 10',
  },
  statusVoid: { id: 'orders.status.void', defaultMessage: 'Void', description: 'Order-system status 11' },
  statusInitialising: {
    id: 'orders.status.initialising',
    defaultMessage: 'Initialising',
    description: 'Order-system status 13',
  },
  statusDismissed: {
    id: 'orders.status.dismissed',
    defaultMessage: 'Dismissed',
    description: 'Order-system status 14',
  },
  statusPickedWithoutPayment: {
    id: 'orders.status.pickedWithoutPayment',
    defaultMessage: 'Picked without payment',
    description: 'Order-system status 16',
  },
  statusClosed: { id: 'orders.status.closed', defaultMessage: 'Closed', description: 'Order-system status 17' },
  liveStatus: {
    id: 'orders.live.status',
    defaultMessage: 'Order #{number}: {status}',
    description: "3-second banner when one of the user's orders changes status (seed 002 §4 socket notification)",
  },
  downloadReceipt: {
    id: 'orders.action.downloadReceipt',
    defaultMessage: 'Download receipt',
    description: 'Order page action (seed 002 §2): opens the PDF receipt',
  },
  loading: { id: 'orders.loading', defaultMessage: 'Loading', description: 'Spinner label' },
  retry: { id: 'orders.retry', defaultMessage: 'Try again', description: 'Retry button' },
});

export const ordersMessages: Descriptors<typeof defined> & typeof ordersTitles = {
  ...ordersTitles,
  ...defined,
};
