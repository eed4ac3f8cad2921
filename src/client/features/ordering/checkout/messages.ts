import { defineMessages } from 'react-intl';
import type { Descriptors } from '../../../i18n/descriptors';

/**
 * The cart page's first screen (seed 002 §2, §5, §8): the branch, order time and mode, the delivery address and its
 * minimum-order lock, the lines, and the loader while an order is placed. What only the part below the lines, the
 * payment step and the delivery address sheet say is in ./checkout-messages.ts, which loads with them. Descriptions
 * marked "seed" are word for word from the spec, spelling included; the rest are designed where the spec names no
 * wording.
 */
const defined = defineMessages({
  cartTitle: { id: 'orderingCart.title', defaultMessage: 'Your cart', description: 'Cart page heading' },
  open: { id: 'orderingCart.outletOpen', defaultMessage: 'Open', description: 'Chip: the outlet takes orders now' },
  closed: { id: 'orderingCart.outletClosed', defaultMessage: 'Closed', description: 'Chip: the outlet is closed now' },
  changeBranch: { id: 'orderingCart.changeBranch', defaultMessage: 'Back to menu', description: 'Link to the menu' },
  seeItems: { id: 'orderingCart.seeItems', defaultMessage: 'See items', description: 'seed: items list toggle' },
  hideItems: { id: 'orderingCart.hideItems', defaultMessage: 'Hide items', description: 'Items list toggle, open' },
  itemCount: {
    id: 'orderingCart.itemCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'Number of units in the cart',
  },
  deleteLine: { id: 'orderingCart.deleteLine', defaultMessage: 'Delete {name}', description: 'Delete button name' },
  quantityOf: { id: 'orderingCart.quantityOf', defaultMessage: 'Quantity of {name}', description: 'Quantity field' },
  decrease: { id: 'orderingCart.decrease', defaultMessage: 'One less', description: 'Minus button name' },
  increase: { id: 'orderingCart.increase', defaultMessage: 'One more', description: 'Plus button name' },
  enterQuantity: { id: 'orderingCart.enterQuantity', defaultMessage: 'Enter quantity', description: 'seed' },
  quantityExceeded: { id: 'orderingCart.quantityExceeded', defaultMessage: 'Quantity exceeded', description: 'seed' },
  voucherLine: {
    id: 'orderingCart.voucherLine',
    defaultMessage: 'Voucher item',
    description: 'Chip of a line added by a voucher (its quantity cannot change)',
  },
  empty: { id: 'orderingCart.empty', defaultMessage: 'Your cart is empty', description: 'seed' },
  browseMenu: { id: 'orderingCart.browseMenu', defaultMessage: 'Browse the menu', description: 'Empty cart action' },
  orderTime: { id: 'orderingCart.orderTime', defaultMessage: 'Order time', description: 'Section name' },
  unlockDelivery: {
    id: 'orderingCart.unlockDelivery',
    defaultMessage: '{amount} to unlock Delivery !',
    description: "seed: '$ X to unlock Delivery !' — amount is the shortfall with its currency symbol",
  },
  deliveryProgress: {
    id: 'orderingCart.deliveryProgress',
    defaultMessage: 'Progress to the delivery minimum',
    description: 'Progress bar name',
  },
  selectOutlet: { id: 'orderingCart.selectOutlet', defaultMessage: 'Please select outlet', description: 'seed' },
  fillAddress: { id: 'orderingCart.fillAddress', defaultMessage: 'Please fill address', description: 'seed' },

  loading: { id: 'orderingCart.loading', defaultMessage: 'Loading', description: 'Accessible label of a spinner' },
  placing: { id: 'orderingCart.placing', defaultMessage: 'Placing your order…', description: 'Full-screen loader' },
  deliverTo: { id: 'orderingCart.delivery.deliverTo', defaultMessage: 'Deliver to', description: 'Cart section' },
  addAddress: { id: 'orderingCart.delivery.add', defaultMessage: 'Add address', description: 'Button' },
  changeAddress: { id: 'orderingCart.delivery.change', defaultMessage: 'Change address', description: 'Button' },
});

export const cartMessages: Descriptors<typeof defined> = defined;
