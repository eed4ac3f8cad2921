import { defineMessages } from 'react-intl';
import { flowMessages } from './flow-messages';
import { menuMessages } from './menu-messages';
import { menuCardMessages } from './menu-card-messages';
import { refusalMessages } from './refusal-messages';
import type { Descriptors } from '../../i18n/descriptors';

/**
 * The menu side of ordering (seed 002 §2, §4, §5, §8). Descriptions marked "seed" are word for word from the spec,
 * spelling included; the rest are designed where the spec names no wording. The outlet list and the menu's first
 * screen read only ./flow-messages.ts and ./menu-messages.ts (the latter says why); `orderingMessages` holds all
 * four (with the refusal toasts of ./refusal-messages.ts), so every other screen reads one object.
 */
const defined = defineMessages({
  // ------------------------------------------------------------------ buttons of dialogs and overlays
  back: { id: 'ordering.back', defaultMessage: 'Back', description: 'Back button' },
  close: { id: 'ordering.close', defaultMessage: 'Close', description: 'Close button' },
  cancel: { id: 'ordering.cancel', defaultMessage: 'Cancel', description: 'Cancel button of a confirmation' },
  confirm: { id: 'ordering.confirm', defaultMessage: 'Confirm', description: 'Confirm button of a confirmation' },

  // ------------------------------------------------------------------ order mode and time (page 2)
  scanTitle: {
    id: 'ordering.scan.title',
    defaultMessage: 'Scan table Qr code',
    description: 'seed (title of the table QR scanner dialog)',
  },
  scanNeedsTable: {
    id: 'ordering.scan.needsTable',
    defaultMessage: 'Please scan table QR code with a table number',
    description: 'seed (warning: a QR without table or extId)',
  },
  orderDate: { id: 'ordering.time.date', defaultMessage: 'Order date', description: 'Date picker heading' },
  orderTime: { id: 'ordering.time.time', defaultMessage: 'Order time', description: 'Time picker heading' },
  today: { id: 'ordering.time.today', defaultMessage: 'Today', description: 'Date chip for today' },

  // ------------------------------------------------------------------ product popup
  // The popup's related strip (its host loads with the popup).
  mayAlsoChoose: { id: 'ordering.popup.mayAlsoChoose', defaultMessage: 'You may also choose', description: 'seed' },
  sameCategory: {
    id: 'ordering.popup.sameCategory',
    defaultMessage: 'More in {category}',
    description: 'View-only popup: slider of other products of the category',
  },
  from: { id: 'ordering.popup.from', defaultMessage: 'From {price}', description: 'The From price of the popup' },
  mandatory: { id: 'ordering.popup.mandatory', defaultMessage: 'Mandatory', description: 'seed (min 1 / max 1)' },
  chooseRange: {
    id: 'ordering.popup.chooseRange',
    defaultMessage: 'Choose {min} - {max}',
    description: 'seed: Choose min - max',
  },
  maxModifiers: {
    id: 'ordering.popup.maxModifiers',
    defaultMessage: 'You have reach the maximum selection of modifiers',
    description: 'seed',
  },
  maxQuantity: {
    id: 'ordering.popup.maxQuantity',
    defaultMessage: 'You have reached the maximum quantity',
    description: 'seed (bundles)',
  },
  addToCart: { id: 'ordering.popup.addToCart', defaultMessage: 'Add to cart', description: 'seed button' },
  add: { id: 'ordering.popup.add', defaultMessage: 'Add', description: 'Bundle Add button (seed)' },
  addedItems: {
    id: 'ordering.popup.addedItems',
    defaultMessage: 'In your cart',
    description: 'Panel listing the lines of this product already added',
  },
  cartTotal: { id: 'ordering.popup.cartTotal', defaultMessage: 'Cart total {total}', description: 'Popup footer' },
  quantity: { id: 'ordering.popup.quantity', defaultMessage: 'Quantity', description: 'Quantity stepper name' },
  quantityMore: { id: 'ordering.popup.quantityMore', defaultMessage: 'One more', description: 'Quantity stepper plus' },
  quantityLess: {
    id: 'ordering.popup.quantityLess',
    defaultMessage: 'One less',
    description: 'Quantity stepper minus',
  },
  zoomIn: { id: 'ordering.popup.zoomIn', defaultMessage: 'Zoom in', description: 'Cover zoom button' },
  zoomOut: { id: 'ordering.popup.zoomOut', defaultMessage: 'Zoom out', description: 'Cover zoom button' },
  previousProduct: {
    id: 'ordering.popup.previous',
    defaultMessage: 'Back to the previous product',
    description: 'Back button of the popup history',
  },
  guestPackage: {
    id: 'ordering.popup.guestPackage',
    defaultMessage: 'Sign up to unlock your discount package. Guest users are not eligible for this offer.',
    description: 'seed',
  },
  quantityExceeded: { id: 'ordering.quantity.exceeded', defaultMessage: 'Quantity exceeded', description: 'seed' },

  // ------------------------------------------------------------------ search, bookmarks
  searchTitle: { id: 'ordering.search.title', defaultMessage: 'Search', description: 'Search screen title' },
  searchBox: { id: 'ordering.search.box', defaultMessage: 'Search the products', description: 'seed (empty box)' },
  searchResults: {
    id: 'ordering.search.results',
    defaultMessage: 'Search results: ({count})',
    description: 'seed',
  },
  searchNotFound: {
    id: 'ordering.search.notFound',
    defaultMessage: 'Searched product not found',
    description: 'seed',
  },
  searchTags: { id: 'ordering.search.tags', defaultMessage: 'Product tags', description: 'Tag chip row name' },
  feelingLucky: { id: 'ordering.search.feelingLucky', defaultMessage: 'Feeling Lucky', description: 'seed button' },
  bookmarkTitle: { id: 'ordering.bookmark.title', defaultMessage: 'Bookmark', description: 'seed header' },
  bookmarkCount: { id: 'ordering.bookmark.count', defaultMessage: 'Bookmark: {count}', description: 'seed' },
  noBookmark: { id: 'ordering.bookmark.none', defaultMessage: 'No bookmark', description: 'seed' },
  cart: { id: 'ordering.bookmark.cart', defaultMessage: 'Cart', description: 'Cart icon name' },
  history: { id: 'ordering.bookmark.history', defaultMessage: 'My orders', description: 'History icon name' },

  // ------------------------------------------------------------------ table token, popups
  tableJoining: {
    id: 'ordering.table.joining',
    defaultMessage: 'Finding your table…',
    description: 'Table token screen while exchanging',
  },
  tableFailed: {
    id: 'ordering.table.failed',
    defaultMessage: 'This table code is not valid any more.',
    description: 'Table token failure (then /login)',
  },
  popupLabel: { id: 'ordering.popup.promotion', defaultMessage: 'Promotion', description: 'Order-area popup name' },
});

/** A key in two of the modules would silently hide one of its messages: this type is `never` then. */
type Disjoint<A, B, C, D, E> = [
  keyof A & keyof B,
  keyof A & keyof C,
  keyof A & keyof D,
  keyof A & keyof E,
  keyof B & keyof C,
  keyof B & keyof D,
  keyof B & keyof E,
  keyof C & keyof D,
  keyof C & keyof E,
  keyof D & keyof E,
] extends [never, never, never, never, never, never, never, never, never, never]
  ? Descriptors<A & B & C & D & E>
  : never;

export const orderingMessages: Disjoint<
  typeof flowMessages,
  typeof menuMessages,
  typeof menuCardMessages,
  typeof refusalMessages,
  typeof defined
> = {
  ...flowMessages,
  ...menuMessages,
  ...menuCardMessages,
  ...refusalMessages,
  ...defined,
};
