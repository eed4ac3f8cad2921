import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * The menu side of ordering (seed 002 §2, §4, §5, §8). Descriptions marked "seed" are word for word from the spec,
 * spelling included; the rest are designed where the spec names no wording.
 */
const defined = defineMessages({
  // ------------------------------------------------------------------ flow pages 0–2
  catalogueTitle: {
    id: 'ordering.flow.catalogueTitle',
    defaultMessage: 'Our restaurants',
    description: 'Food layout, page 0 (the catalogue): heading of the outlet cards',
  },
  branchTitle: {
    id: 'ordering.flow.branchTitle',
    defaultMessage: 'Select a branch',
    description: 'Retail layout, page 0 (branch selection): heading of the branch list',
  },
  viewMenu: { id: 'ordering.flow.viewMenu', defaultMessage: 'View menu', description: 'Food outlet card action' },
  shopHere: { id: 'ordering.flow.shopHere', defaultMessage: 'Shop here', description: 'Retail branch card action' },
  notOrdering: {
    id: 'ordering.flow.notOrdering',
    defaultMessage: 'Menu only',
    description: 'Outlet card chip: the outlet shows its menu but takes no orders (isOrder off)',
  },
  noOutlets: {
    id: 'ordering.flow.noOutlets',
    defaultMessage: 'No outlet takes orders right now.',
    description: 'Page 0 with no ordering outlet',
  },
  outletMissing: { id: 'ordering.flow.outletMissing', defaultMessage: 'Outlet did not exist', description: 'seed' },
  retry: { id: 'ordering.retry', defaultMessage: 'Try again', description: 'Retry button of a load error' },
  loading: { id: 'ordering.loading', defaultMessage: 'Loading', description: 'Accessible label of a spinner' },
  back: { id: 'ordering.back', defaultMessage: 'Back', description: 'Back button' },
  close: { id: 'ordering.close', defaultMessage: 'Close', description: 'Close button' },
  cancel: { id: 'ordering.cancel', defaultMessage: 'Cancel', description: 'Cancel button of a confirmation' },
  confirm: { id: 'ordering.confirm', defaultMessage: 'Confirm', description: 'Confirm button of a confirmation' },

  // ------------------------------------------------------------------ order mode and time (page 2)
  modeLabel: { id: 'ordering.mode.label', defaultMessage: 'Order mode', description: 'Name of the mode switcher' },
  modeDineIn: { id: 'ordering.mode.dine_in', defaultMessage: 'Dine in', description: 'Order mode dine_in' },
  modePickUp: { id: 'ordering.mode.pick_up', defaultMessage: 'Pick up', description: 'Order mode pick_up' },
  modeDelivery: { id: 'ordering.mode.delivery', defaultMessage: 'Delivery', description: 'Order mode delivery' },
  table: { id: 'ordering.mode.table', defaultMessage: 'Table {table}', description: 'Dine-in table number chip' },
  eatIn: { id: 'ordering.mode.eatIn', defaultMessage: 'Eat in', description: 'Dine in without a table (EATIN)' },
  pickUpConfirmTitle: {
    id: 'ordering.mode.pickUpConfirmTitle',
    defaultMessage: 'Switch to pick up?',
    description: 'Pick-up confirmation dialog title (seed §4: switching to pick_up asks for confirmation)',
  },
  pickUpConfirmBody: {
    id: 'ordering.mode.pickUpConfirmBody',
    defaultMessage: 'You will collect your order at {outlet}.',
    description: 'Pick-up confirmation dialog text',
  },
  removeTableTitle: {
    id: 'ordering.mode.removeTableTitle',
    defaultMessage: 'Remove table number?',
    description: 'Remove-table-number confirmation title (seed §2)',
  },
  removeTableBody: {
    id: 'ordering.mode.removeTableBody',
    defaultMessage: 'Table {table} will no longer be on your order.',
    description: 'Remove-table-number confirmation text',
  },
  changeBranch: { id: 'ordering.mode.changeBranch', defaultMessage: 'Change branch', description: 'Button' },
  changeBranchTitle: {
    id: 'ordering.mode.changeBranchTitle',
    defaultMessage: 'Change branch?',
    description: 'Change-branch confirmation title (seed §4)',
  },
  changeBranchBody: {
    id: 'ordering.mode.changeBranchBody',
    defaultMessage: 'Your cart will be emptied.',
    description: 'Change-branch confirmation text: a filled cart is emptied',
  },
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
  timeLabel: { id: 'ordering.time.label', defaultMessage: 'Order time', description: 'Time picker button name' },
  now: { id: 'ordering.time.now', defaultMessage: 'NOW', description: 'seed (time slot)' },
  chooseTime: {
    id: 'ordering.time.choose',
    defaultMessage: 'Choose a time',
    description: 'Order time button when no time is chosen and NOW is not offered',
  },
  orderDate: { id: 'ordering.time.date', defaultMessage: 'Order date', description: 'Date picker heading' },
  orderTime: { id: 'ordering.time.time', defaultMessage: 'Order time', description: 'Time picker heading' },
  today: { id: 'ordering.time.today', defaultMessage: 'Today', description: 'Date chip for today' },
  workingHoursOver: {
    id: 'ordering.time.workingHoursOver',
    defaultMessage: 'The working hours are over',
    description: 'seed (a date with no slot)',
  },
  notStarted: {
    id: 'ordering.time.notStarted',
    defaultMessage: 'The order time for today has not started',
    description: 'seed',
  },
  passed: { id: 'ordering.time.passed', defaultMessage: 'The order time for today has passed', description: 'seed' },

  // ------------------------------------------------------------------ menu and product card (page 3)
  categories: { id: 'ordering.menu.categories', defaultMessage: 'Categories', description: 'Chip bar name' },
  gridView: { id: 'ordering.menu.gridView', defaultMessage: 'Grid view', description: 'View toggle' },
  listView: { id: 'ordering.menu.listView', defaultMessage: 'List view', description: 'View toggle' },
  searchLink: { id: 'ordering.menu.search', defaultMessage: 'Search', description: 'Link to the search screen' },
  bookmarksLink: {
    id: 'ordering.menu.bookmarks',
    defaultMessage: 'Bookmarks',
    description: 'Heart link to the bookmark screen',
  },
  emptyMenu: {
    id: 'ordering.menu.empty',
    defaultMessage: 'Nothing can be ordered at this time.',
    description: 'Menu with no visible category at the chosen mode and time',
  },
  addOne: { id: 'ordering.card.addOne', defaultMessage: 'Add one {name}', description: 'Plus button name' },
  removeOne: { id: 'ordering.card.removeOne', defaultMessage: 'Remove one {name}', description: 'Minus button name' },
  bookmark: { id: 'ordering.card.bookmark', defaultMessage: 'Bookmark {name}', description: 'Heart toggle name' },
  endsOn: { id: 'ordering.card.endsOn', defaultMessage: 'Until {date}', description: 'End-date badge' },
  trending: { id: 'ordering.card.trending', defaultMessage: 'Trending #{rank}', description: 'seed badge' },
  remaining: { id: 'ordering.card.remaining', defaultMessage: '{count} left', description: 'Remaining-quantity badge' },
  soldOut: { id: 'ordering.card.soldOut', defaultMessage: 'Sold out', description: 'Remaining quantity 0' },
  nutriGrade: {
    id: 'ordering.card.nutriGrade',
    defaultMessage: 'Nutri-Grade {grade}',
    description: 'Food layout badge (A to D)',
  },
  sugar: { id: 'ordering.card.sugar', defaultMessage: '{percent}% sugar', description: 'Food layout sugar badge' },
  noDiscount: { id: 'ordering.card.noDiscount', defaultMessage: 'No discount', description: 'seed badge' },
  inCart: { id: 'ordering.card.inCart', defaultMessage: '{count} in cart', description: 'Quantity badge name' },

  // ------------------------------------------------------------------ cart bar
  viewCart: {
    id: 'ordering.cartBar.view',
    defaultMessage: 'View cart · {count, plural, one {# item} other {# items}}',
    description: 'Floating cart bar',
  },

  // ------------------------------------------------------------------ product popup
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
  mayAlsoChoose: { id: 'ordering.popup.mayAlsoChoose', defaultMessage: 'You may also choose', description: 'seed' },
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
  sameCategory: {
    id: 'ordering.popup.sameCategory',
    defaultMessage: 'More in {category}',
    description: 'View-only popup: slider of other products of the category',
  },
  quantityExceeded: { id: 'ordering.quantity.exceeded', defaultMessage: 'Quantity exceeded', description: 'seed' },
  addFailed: { id: 'ordering.add.failed', defaultMessage: 'Error adding products to cart', description: 'seed' },
  notAvailable: { id: 'ordering.add.notAvailable', defaultMessage: 'product is not avialable', description: 'seed' },
  quantityOrTimeEnded: {
    id: 'ordering.add.quantityOrTimeEnded',
    defaultMessage: "Either this product's quantity or end time has ended",
    description: 'seed',
  },

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

// Widened to MessageDescriptor: react-intl 12 types descriptors without values as taking none.
export const orderingMessages: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
