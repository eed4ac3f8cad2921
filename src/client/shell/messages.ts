import { defineMessages } from 'react-intl';

export const shellMessages = {
  ...defineMessages({
    notFoundTitle: {
      id: 'shell.notFound.title',
      defaultMessage: 'Oops page not found',
      description: 'Heading of the page shown for any unknown address',
    },
    notFoundBody: {
      id: 'shell.notFound.body',
      defaultMessage: 'The page you are looking for does not exist or has moved.',
      description: 'Explanation under the not-found heading',
    },
    backToHome: {
      id: 'shell.notFound.backToHome',
      defaultMessage: 'Back to home',
      description: 'Button on the not-found page that returns to the home screen',
    },
    tabFeed: {
      id: 'shell.tab.feed',
      defaultMessage: 'Feed',
      description: 'Bottom tab: promotions, vouchers, activity',
    },
    tabHome: { id: 'shell.tab.home', defaultMessage: 'Home', description: 'Bottom tab: the home screen' },
    tabNearMe: { id: 'shell.tab.nearMe', defaultMessage: 'Near Me', description: 'Bottom tab: outlets on a map' },
    tabMyRewards: {
      id: 'shell.tab.myRewards',
      defaultMessage: 'My Rewards',
      description: 'Bottom tab: the logged-in customer’s rewards',
    },
    tabScan: { id: 'shell.tab.scan', defaultMessage: 'Scan', description: 'Bottom tab: scan a QR code' },
    tabProfile: { id: 'shell.tab.profile', defaultMessage: 'Profile', description: 'Bottom tab: the account' },
    profile: {
      id: 'shell.header.profile',
      defaultMessage: 'Profile',
      description: 'Accessible label of the profile icon in the header',
    },
    profileIncomplete: {
      id: 'shell.header.profileIncomplete',
      defaultMessage: 'Profile (incomplete)',
      description: 'Accessible label of the profile icon when the profile misses details (shows a ! badge)',
    },
    installAction: {
      id: 'shell.install.action',
      defaultMessage: 'Install',
      description: 'Button that opens the browser’s install dialog',
    },
    installIosHint: {
      id: 'shell.install.iosHint',
      defaultMessage: 'Tap Share, then “Add to Home Screen”.',
      description: 'iOS has no install dialog: how to add the app to the home screen in Safari',
    },
    dismiss: { id: 'shell.dismiss', defaultMessage: 'Close', description: 'Closes a banner or prompt' },
    screenLoadFailed: {
      id: 'shell.screenLoadFailed',
      defaultMessage: 'Something went wrong',
      description: 'Error banner when a screen fails to load (seed 000 error catalogue wording)',
    },
    retry: { id: 'shell.retry', defaultMessage: 'Try again', description: 'Reloads a screen that failed to load' },
    loading: {
      id: 'shell.loading',
      defaultMessage: 'Loading',
      description: 'Accessible label of the grey outline shown while a screen loads',
    },
  }),
  ...defineMessages<{ notifications: { count: number }; installTitle: { name: string } }>({
    notifications: {
      id: 'shell.header.notifications',
      defaultMessage:
        '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
      description: 'Accessible label of the notification bell with the unread count',
    },
    installTitle: {
      id: 'shell.install.title',
      defaultMessage: 'Install {name}',
      description: 'Title of the prompt that offers to add the app to the home screen; name is the merchant',
    },
  }),
};
