import { defineMessages } from 'react-intl';

/** Titles and action labels of the screens the registry serves (header title, page heading, buttons). */
export const screenMessages = {
  ...defineMessages({
    homeLead: {
      id: 'screen.home.lead',
      defaultMessage: 'Collect points, vouchers and rewards every time you visit.',
      description: 'Line under the home greeting',
    },
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
    foodLead: {
      id: 'screen.food.lead',
      defaultMessage: 'See the menu and order ahead for pickup or delivery.',
      description: 'Food layout: line that explains what the menu buttons do',
    },
    retailCatalogue: {
      id: 'screen.retail.catalogue',
      defaultMessage: 'Catalogue',
      description: 'Retail layout: button that opens the merchant’s product catalogue',
    },
    retailLead: {
      id: 'screen.retail.lead',
      defaultMessage: 'Browse the catalogue and shop online.',
      description: 'Retail layout: line that explains the catalogue button',
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
    scanTitle: { id: 'screen.scan.title', defaultMessage: 'Scan', description: 'Title of the QR scan screen' },
    profileTitle: { id: 'screen.profile.title', defaultMessage: 'Profile', description: 'Title of the account screen' },
    notificationsTitle: {
      id: 'screen.notifications.title',
      defaultMessage: 'Notifications',
      description: 'Title of the notifications screen',
    },
    loginTitle: { id: 'screen.login.title', defaultMessage: 'Log in', description: 'Title of the login screen' },
  }),
  /** Lines that name the merchant: `{name}` is its name. */
  ...defineMessages<{
    homeWelcome: { name: string };
    feedLead: { name: string };
    nearMeLead: { name: string };
    myRewardsLead: { name: string };
    scanLead: { name: string };
    profileLead: { name: string };
    notificationsLead: { name: string };
    loginLead: { name: string };
  }>({
    homeWelcome: {
      id: 'screen.home.welcome',
      defaultMessage: 'Welcome to {name}',
      description: 'Greeting on the home screen; name is the merchant',
    },
    feedLead: {
      id: 'screen.feed.lead',
      defaultMessage: 'Promotions, vouchers and activity from {name}.',
      description: 'Line on the feed screen; name is the merchant',
    },
    nearMeLead: {
      id: 'screen.nearMe.lead',
      defaultMessage: 'Find {name} outlets around you.',
      description: 'Line on the near-me screen; name is the merchant',
    },
    myRewardsLead: {
      id: 'screen.myRewards.lead',
      defaultMessage: 'Your points, store credit and vouchers at {name}.',
      description: 'Line on the rewards screen; name is the merchant',
    },
    scanLead: {
      id: 'screen.scan.lead',
      defaultMessage: 'Scan a {name} QR code to collect rewards.',
      description: 'Line on the QR scan screen; name is the merchant',
    },
    profileLead: {
      id: 'screen.profile.lead',
      defaultMessage: 'Your account with {name}.',
      description: 'Line on the profile screen; name is the merchant',
    },
    notificationsLead: {
      id: 'screen.notifications.lead',
      defaultMessage: 'News and updates from {name}.',
      description: 'Line on the notifications screen; name is the merchant',
    },
    loginLead: {
      id: 'screen.login.lead',
      defaultMessage: 'Log in or sign up to collect rewards at {name}.',
      description: 'Line on the login screen; name is the merchant',
    },
  }),
};
