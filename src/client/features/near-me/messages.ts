import { defineMessages } from 'react-intl';
import { nearMeTitles } from './titles';
import type { Descriptors } from '../../i18n/descriptors';

// The spec's own words (seed 000 §2, §8) are literals here so formatjs extracts them.
const defined = defineMessages({
  searchLabel: {
    id: 'nearMe.search.label',
    defaultMessage: 'Merchant name',
    description: '/searchNear: label of the text field',
  },
  noLocation: {
    id: 'nearMe.noLocation',
    defaultMessage: 'Enable your location and try again!',
    description: 'Shown when the browser gives no location (denied or unavailable)',
  },
  locating: { id: 'nearMe.locating', defaultMessage: 'Finding your location…', description: 'While waiting for GPS' },
  tryAgain: { id: 'nearMe.tryAgain', defaultMessage: 'Try again', description: 'Button: ask for the location again' },
  mapFailed: {
    id: 'nearMe.mapFailed',
    defaultMessage: 'Could not load map',
    description: 'Shown above the list when the map is not available (no key, no network)',
  },
  noOutlets: {
    id: 'nearMe.noOutlets',
    defaultMessage: 'No outlets found nearby',
    description: 'Results drawer: nothing within the range',
  },
  resultCount: {
    id: 'nearMe.resultCount',
    defaultMessage: '{count, plural, one {# outlet} other {# outlets}} nearby',
    description: 'Results drawer heading with the number of outlets found',
  },
  range: { id: 'nearMe.range', defaultMessage: 'Range: {km}', description: 'Range slider label; km is like 2.5 km' },
  rangeSlider: { id: 'nearMe.rangeSlider', defaultMessage: 'Search range', description: 'Accessible slider name' },
  myLocation: {
    id: 'nearMe.myLocation',
    defaultMessage: 'My location',
    description: 'Button that re-centres on the user and refreshes the location',
  },
  category: { id: 'nearMe.category', defaultMessage: 'Category', description: 'Button that opens the category filter' },
  allCategories: {
    id: 'nearMe.allCategories',
    defaultMessage: 'All categories',
    description: 'Category filter: no filter',
  },
  close: { id: 'nearMe.close', defaultMessage: 'Close', description: 'Close button of a popup' },
  call: { id: 'nearMe.call', defaultMessage: 'Call {name}', description: 'Accessible label of the phone link' },
  directions: {
    id: 'nearMe.directions',
    defaultMessage: 'Directions to {name}',
    description: 'Accessible label of the maps link',
  },
  directionsShort: {
    id: 'nearMe.directionsShort',
    defaultMessage: 'Directions',
    description: 'Outlet popup: maps button',
  },
  openNow: { id: 'nearMe.openNow', defaultMessage: 'Open now', description: "Outlet is open per today's hours" },
  closedNow: {
    id: 'nearMe.closedNow',
    defaultMessage: 'Closed now',
    description: "Outlet is closed per today's hours",
  },
  notAvailable: {
    id: 'nearMe.notAvailable',
    defaultMessage: 'Not available',
    description: 'Outlet has no hours for today',
  },
  todayHours: { id: 'nearMe.todayHours', defaultMessage: 'Today: {hours}', description: "Today's opening hours" },
  closedToday: { id: 'nearMe.closedToday', defaultMessage: 'Closed today', description: 'Outlet closed all day' },
  distance: { id: 'nearMe.distance', defaultMessage: '{distance} away', description: 'Distance like 1.2 km' },
  viewMerchant: {
    id: 'nearMe.viewMerchant',
    defaultMessage: 'View merchant',
    description: 'Outlet popup: button to the merchant page',
  },
  viewProgram: {
    id: 'nearMe.viewProgram',
    defaultMessage: 'View program',
    description: 'On /nearme/{merchant}/programs/{program}: button to the program',
  },
  loading: { id: 'nearMe.loading', defaultMessage: 'Loading', description: 'Accessible label of a spinner' },
  you: { id: 'nearMe.you', defaultMessage: 'You are here', description: 'Map pin of the user' },
});

export const nearMeMessages: Descriptors<typeof defined> & typeof nearMeTitles = {
  ...nearMeTitles,
  ...defined,
};
