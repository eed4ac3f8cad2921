import { defineMessages } from 'react-intl';

/** Titles and action labels of the screens the registry serves (header title, page heading, buttons). */
export const screenMessages = {
  ...defineMessages({
    foodMenu: {
      id: 'screen.food.menu',
      defaultMessage: 'Menu',
      description: 'Food layout: button that opens the merchant’s menu',
    },
    foodOrder: {
      id: 'screen.food.order',
      defaultMessage: 'Order',
      description: 'Food layout: button that starts an order',
    },
    retailCatalogue: {
      id: 'screen.retail.catalogue',
      defaultMessage: 'Catalogue',
      description: 'Retail layout: button that opens the merchant’s product catalogue',
    },
    feedTitle: { id: 'screen.feed.title', defaultMessage: 'Feed', description: 'Title of the feed screen' },
    nearMeTitle: {
      id: 'screen.nearMe.title',
      defaultMessage: 'Near Me',
      description: 'Title of the near-me map screen',
    },
    myRewardsTitle: {
      id: 'screen.myRewards.title',
      defaultMessage: 'My Rewards',
      description: 'Title of the logged-in customer’s rewards screen',
    },
  }),
};
