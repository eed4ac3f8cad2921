import { defineMessages } from 'react-intl';
import { discoveryTitles } from './titles';
// Messages that the spec words exactly are literals (formatjs extracts only literals); messages.test.ts proves
// they equal RULE_MESSAGES of src/shared/rules.
/** Home, categories, my merchants and merchant search (seed 000 section 2 "Home and discovery"). */
export const discoveryMessages = {
  ...discoveryTitles,
  ...defineMessages({
    searchButton: {
      id: 'discovery.search.button',
      defaultMessage: 'Search merchants',
      description: 'Home: button that opens the merchant search page',
    },
    searchLabel: {
      id: 'discovery.search.label',
      defaultMessage: 'Merchant name',
      description: 'Search page: label of the text field',
    },
    searchNotFound: {
      id: 'discovery.search.notFound',
      defaultMessage: 'Searched merchant not found',
      description: 'Search page: nothing matches the text',
    },
    searchPrompt: {
      id: 'discovery.search.prompt',
      defaultMessage: 'Type a name to find a merchant.',
      description: 'Search page: shown before anything is typed',
    },
    categoriesHeading: {
      id: 'discovery.categories.heading',
      defaultMessage: 'Categories',
      description: 'Home: heading of the category strip; also the title of the category popup',
    },
    other: {
      id: 'discovery.categories.other',
      defaultMessage: 'Other',
      description: 'Home: last tile of the category strip, opens category management',
    },
    noCategories: {
      id: 'discovery.categories.none',
      defaultMessage: 'No Categories',
      description: 'Category popup: the app has no categories',
    },
    customize: {
      id: 'discovery.categories.customize',
      defaultMessage: 'Customize',
      description: 'Category popup: button that switches to choosing categories',
    },
    save: { id: 'discovery.categories.save', defaultMessage: 'Save', description: 'Category popup: save the choice' },
    close: { id: 'discovery.categories.close', defaultMessage: 'Close', description: 'Category popup: close button' },
    followingSection: {
      id: 'discovery.categories.following',
      defaultMessage: 'Following',
      description: 'Category popup: heading of the followed categories',
    },
    otherSection: {
      id: 'discovery.categories.otherSection',
      defaultMessage: 'Other categories',
      description: 'Category popup: heading of the categories not followed',
    },
    tooManyCategories: {
      id: 'discovery.categories.tooMany',
      defaultMessage: 'Can not choose more than 7 following category',
      description: 'Category popup: an 8th category was chosen',
    },
    chooseSeven: {
      id: 'discovery.categories.chooseSeven',
      defaultMessage: 'Choose 7 following category',
      description: 'Category popup: Save pressed with fewer than 7 chosen',
    },
    chooseSevenHint: {
      id: 'discovery.categories.hint',
      defaultMessage: 'Must choose 7 following categories',
      description: 'Category popup: hint shown while choosing',
    },
    categoriesSaved: {
      id: 'discovery.categories.saved',
      defaultMessage: 'Your categories are saved',
      description: 'Toast after the category choice is saved',
    },
    myCollection: {
      id: 'discovery.home.myCollection',
      defaultMessage: 'My Collection',
      description: 'Home: heading of the member’s joined merchants',
    },
    seeAll: { id: 'discovery.home.seeAll', defaultMessage: 'See all', description: 'Home: link to all my merchants' },
    allMerchants: {
      id: 'discovery.home.allMerchants',
      defaultMessage: 'All merchants',
      description: 'Home: heading of the infinite merchant list',
    },
    allLoaded: {
      id: 'discovery.home.allLoaded',
      defaultMessage: 'All loaded',
      description: 'End of the infinite merchant list',
    },
    loadFailed: {
      id: 'discovery.loadFailed',
      defaultMessage: 'Something went wrong',
      description: 'A list failed to load',
    },
    retry: { id: 'discovery.retry', defaultMessage: 'Try again', description: 'Button that reloads a failed list' },
    refresh: {
      id: 'discovery.refresh',
      defaultMessage: 'Refresh',
      description: 'Category merchants: reloads the list (pull to refresh does the same)',
    },
    merchantsNotFound: {
      id: 'discovery.merchantsNotFound',
      defaultMessage: 'Merchantsnotfound',
      description: 'Empty state of my merchants and category lists (word for word from the spec)',
    },
    sponsored: {
      id: 'discovery.card.sponsored',
      defaultMessage: 'Sponsored',
      description: 'Badge on a sponsored merchant card',
    },
    joined: { id: 'discovery.card.joined', defaultMessage: 'Member', description: 'Badge on a joined merchant card' },
    promotion: {
      id: 'discovery.card.promotion',
      defaultMessage: 'Promotion',
      description: 'Label of a promotion image card in the home feed',
    },
  }),
  ...defineMessages<{
    outlets: { count: number };
    followers: { count: number };
  }>({
    outlets: {
      id: 'discovery.card.outlets',
      defaultMessage: '{count, plural, one {# outlet} other {# outlets}}',
      description: 'Search result: number of outlets',
    },
    followers: {
      id: 'discovery.card.followers',
      defaultMessage: '{count, plural, one {# follower} other {# followers}}',
      description: 'Merchant card: number of followers',
    },
  }),
};
