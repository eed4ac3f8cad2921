import { defineMessages } from 'react-intl';
import type { Descriptors } from '../../i18n/descriptors';

/**
 * The messages of the menu and its product cards (seed 002 §2, §5): apart from ./menu-messages.ts, whose order mode,
 * time bar and today notice the cart draws too, because a module's whole message object ships with any screen that
 * reads one of them (issue 14): the cart's first load does not carry the menu's wording. Descriptions marked "seed"
 * are word for word from the spec; the rest are designed where the spec names no wording.
 */
const defined = defineMessages({
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
});

export const menuCardMessages: Descriptors<typeof defined> = defined;
