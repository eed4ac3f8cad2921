import { defineMessages } from 'react-intl';
import type { Descriptors } from '../../../i18n/descriptors';

/**
 * The checkout below the cart's lines (seed 002 §2, §4, §5): the bill, vouchers, terms, remark, suggestions, clear
 * cart and the main button, the payment modal, and the delivery address sheet with its form's errors. Apart from
 * ./messages.ts so that the cart's first screen does not load them. Descriptions marked "seed" are word for word
 * from the spec, spelling included; the rest are designed where the spec names no wording.
 */
const defined = defineMessages({
  clearCart: { id: 'orderingCart.clearCart', defaultMessage: 'Clear cart', description: 'Button' },
  clearCartConfirm: {
    id: 'orderingCart.clearCartConfirm',
    defaultMessage: 'Remove every item from your cart?',
    description: 'Clear cart confirmation',
  },
  peopleAlsoOrder: {
    id: 'orderingCart.peopleAlsoOrder',
    defaultMessage: 'People also order',
    description: 'Suggestions strip of the cart',
  },
  acknowledge: {
    id: 'orderingCart.acknowledge',
    defaultMessage: 'Please acknowledge the checkbox below',
    description: 'seed',
  },
  remark: { id: 'orderingCart.remark', defaultMessage: 'Remark', description: 'Remark field label' },
  remarkHelp: {
    id: 'orderingCart.remarkHelp',
    defaultMessage: '{count}/{max}',
    description: 'Characters used of the remark',
  },
  cancel: { id: 'orderingCart.cancel', defaultMessage: 'Cancel', description: 'Dialog button' },
  confirm: { id: 'orderingCart.confirm', defaultMessage: 'Confirm', description: 'Dialog button' },

  bill: { id: 'orderingCart.bill', defaultMessage: 'Bill', description: 'Bill panel heading' },
  tableNumber: { id: 'orderingCart.tableNumber', defaultMessage: 'Table number', description: 'Bill line' },
  subtotal: { id: 'orderingCart.subtotal', defaultMessage: 'Subtotal', description: 'Bill line' },
  discount: { id: 'orderingCart.discount', defaultMessage: 'Discount', description: 'Bill line' },
  vouchers: { id: 'orderingCart.vouchers', defaultMessage: 'Vouchers', description: 'Bill line' },
  voucherSection: {
    id: 'orderingCart.voucher.section',
    defaultMessage: 'Your vouchers',
    description: "Heading of the cart's voucher section",
  },
  voucherApply: { id: 'orderingCart.voucher.apply', defaultMessage: 'Apply', description: 'seed: voucher card button' },
  voucherApplied: {
    id: 'orderingCart.voucher.applied',
    defaultMessage: 'Applied',
    description: 'seed: voucher card button of an applied voucher (tap to take it off)',
  },
  voucherShowItem: { id: 'orderingCart.voucher.showItem', defaultMessage: 'Show item', description: 'seed' },
  voucherHideItem: { id: 'orderingCart.voucher.hideItem', defaultMessage: 'Hide item', description: 'seed' },
  voucherGeneralEvent: {
    id: 'orderingCart.voucher.generalEvent',
    defaultMessage: 'General event',
    description: 'seed: voucher card label of a voucher without an event title',
  },
  voucherExpires: {
    id: 'orderingCart.voucher.expires',
    defaultMessage: 'Valid until {date}',
    description: "A voucher card's expiry date",
  },
  voucherChoose: {
    id: 'orderingCart.voucher.choose',
    defaultMessage: 'Choose {name} for this voucher',
    description: 'Accessible name of the checkbox that picks a product for an item voucher',
  },
  voucherWrongOutlet: {
    id: 'orderingCart.voucher.wrongOutlet',
    defaultMessage: 'This voucher is not applicable to the selected outlet.',
    description: 'seed',
  },
  voucherWrongChannel: {
    id: 'orderingCart.voucher.wrongChannel',
    defaultMessage: 'This voucher is not applicable to the selected channel.',
    description: 'seed',
  },
  voucherStacking: {
    id: 'orderingCart.voucher.stacking',
    defaultMessage: 'You can use only double free item voucher',
    description: 'seed',
  },
  voucherAutoAdded: {
    id: 'orderingCart.voucher.autoAdded',
    defaultMessage: 'This product will be automatically added when you use this voucher',
    description: 'seed',
  },
  voucherAllChosen: {
    id: 'orderingCart.voucher.allChosen',
    defaultMessage: 'All products has chosen',
    description: 'seed',
  },
  voucherChooseItems: {
    id: 'orderingCart.voucher.chooseItems',
    defaultMessage: 'Please choose {count} item',
    description: 'seed: an item voucher needs this many products chosen',
  },
  voucherProductUnavailable: {
    id: 'orderingCart.voucher.productUnavailable',
    defaultMessage: 'product is not avialable',
    description: 'seed',
  },
  voucherNotForCart: {
    id: 'orderingCart.voucher.notForCart',
    defaultMessage: 'This voucher is used at the counter',
    description: 'Toast: a gift voucher cannot be applied in the cart',
  },
  serviceCharge: { id: 'orderingCart.serviceCharge', defaultMessage: 'Service charge', description: 'Bill line' },
  taxIncluded: {
    id: 'orderingCart.taxIncluded',
    defaultMessage: '{name} (included)',
    description: 'Bill line of a tax already inside the prices',
  },
  deliveryFee: { id: 'orderingCart.deliveryFee', defaultMessage: 'Delivery fee', description: 'Bill line' },
  points: { id: 'orderingCart.points', defaultMessage: 'Points', description: 'Bill line' },
  storeCredit: { id: 'orderingCart.storeCredit', defaultMessage: 'Store credit', description: 'Bill line' },
  dueAmount: { id: 'orderingCart.dueAmount', defaultMessage: 'Due amount', description: 'Bill line' },
  total: { id: 'orderingCart.total', defaultMessage: 'Total', description: 'Bill line' },

  placeOrder: { id: 'orderingCart.placeOrder', defaultMessage: 'Place order', description: 'seed button' },
  addToOrder: { id: 'orderingCart.addToOrder', defaultMessage: 'Add to order', description: 'seed button' },
  payOrder: { id: 'orderingCart.payOrder', defaultMessage: 'Pay Order', description: 'seed button' },
  applyRewards: { id: 'orderingCart.applyRewards', defaultMessage: 'Apply rewards', description: 'seed button' },
  paymentTitle: {
    id: 'orderingCart.paymentTitle',
    defaultMessage: 'Use store credit and points',
    description: 'Payment modal title',
  },
  creditBalance: {
    id: 'orderingCart.creditBalance',
    defaultMessage: 'Store credit balance: {amount}',
    description: 'Payment modal',
  },
  pointBalance: {
    id: 'orderingCart.pointBalance',
    defaultMessage: 'Point balance: {points} (worth {amount})',
    description: 'Payment modal',
  },
  useCredit: { id: 'orderingCart.useCredit', defaultMessage: 'Store credit to use', description: 'Field label' },
  usePoints: { id: 'orderingCart.usePoints', defaultMessage: 'Points to use', description: 'Field label' },
  payInFull: { id: 'orderingCart.payInFull', defaultMessage: 'Pay in full', description: 'seed shortcut' },
  pointsWorth: { id: 'orderingCart.pointsWorth', defaultMessage: 'Worth {amount}', description: 'Points field help' },
  stillDue: {
    id: 'orderingCart.stillDue',
    defaultMessage: 'Left to pay at the counter: {amount}',
    description: 'Payment modal: what rewards do not cover (the order waits at the counter)',
  },

  deliveryTitle: { id: 'orderingCart.delivery.title', defaultMessage: 'Delivery address', description: 'Sheet title' },
  savedAddresses: {
    id: 'orderingCart.delivery.saved',
    defaultMessage: 'Saved addresses',
    description: 'Addresses used before on this device',
  },
  name: { id: 'orderingCart.delivery.name', defaultMessage: 'Name', description: 'Field' },
  phone: { id: 'orderingCart.delivery.phone', defaultMessage: 'Phone', description: 'Field' },
  email: { id: 'orderingCart.delivery.email', defaultMessage: 'Email', description: 'Field' },
  searchLocation: { id: 'orderingCart.delivery.search', defaultMessage: 'Search location', description: 'Field' },
  unitNo: { id: 'orderingCart.delivery.unitNo', defaultMessage: 'Unit No', description: 'Field' },
  postalCode: { id: 'orderingCart.delivery.postalCode', defaultMessage: 'Postal code', description: 'Field' },
  street1: { id: 'orderingCart.delivery.street1', defaultMessage: 'Street', description: 'Optional field' },
  buildingName: {
    id: 'orderingCart.delivery.buildingName',
    defaultMessage: 'Building name / block',
    description: 'Optional field',
  },
  information: {
    id: 'orderingCart.delivery.information',
    defaultMessage: 'Additional information',
    description: 'Optional field',
  },
  updateEmail: { id: 'orderingCart.delivery.updateEmail', defaultMessage: 'Update email', description: 'Checkbox' },
  saveAddress: { id: 'orderingCart.delivery.save', defaultMessage: 'Deliver here', description: 'Sheet button' },
  noAddressFound: {
    id: 'orderingCart.delivery.noneFound',
    defaultMessage: 'No address found',
    description: 'Address search without results',
  },
  nameRequired: {
    id: 'orderingCart.delivery.nameRequired',
    defaultMessage: 'Please input Search name!',
    description: 'seed',
  },
  phoneRequired: {
    id: 'orderingCart.delivery.phoneRequired',
    defaultMessage: 'Please input Search phone!',
    description: 'seed',
  },
  emailRequired: {
    id: 'orderingCart.delivery.emailRequired',
    defaultMessage: 'Please input your email!',
    description: 'seed',
  },
  emailInvalid: {
    id: 'orderingCart.delivery.emailInvalid',
    defaultMessage: 'The input is not a valid email!',
    description: 'seed',
  },
  locationRequired: {
    id: 'orderingCart.delivery.locationRequired',
    defaultMessage: 'Please input search location!',
    description: 'seed',
  },
  unitRequired: {
    id: 'orderingCart.delivery.unitRequired',
    defaultMessage: 'Please input Unit No!',
    description: 'seed',
  },
  postalRequired: {
    id: 'orderingCart.delivery.postalRequired',
    defaultMessage: 'Please input Postal code!',
    description: 'seed',
  },
});

export const checkoutMessages: Descriptors<typeof defined> = defined;
