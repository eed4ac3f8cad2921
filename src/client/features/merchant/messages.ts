import { defineMessages } from 'react-intl';
import { merchantTitles } from './titles';

// Messages the spec words exactly are literals (formatjs extracts only literals); messages.test.ts proves they
// equal RULE_MESSAGES of src/shared/rules.
export const merchantMessages = {
  ...merchantTitles,
  ...defineMessages({
    loginOrRegister: {
      id: 'merchant.loginOrRegister',
      defaultMessage: 'Login or Register',
      description: 'Merchant page: button for visitors who have not joined the merchant',
    },
    redeemByScan: {
      id: 'merchant.redeemByScan',
      defaultMessage: 'Redeem by scan',
      description: 'Merchant page: button that opens the scanner to redeem points',
    },
    merchantDisallowsRedemption: {
      id: 'merchant.redeem.disallowed',
      defaultMessage: 'Merchant does not allow loyalty redemption',
      description: 'Redeem by scan: the merchant does not allow it',
    },
    needToJoin: {
      id: 'merchant.redeem.needToJoin',
      defaultMessage: 'You need to join to merchant',
      description: 'Redeem by scan: the member has not joined',
    },
    loyaltyIsZero: {
      id: 'merchant.redeem.zero',
      defaultMessage: 'Loyalty is 0 can not redeem',
      description: 'Redeem by scan: no points to redeem',
    },
    loginToRedeem: {
      id: 'merchant.redeem.login',
      defaultMessage: 'Please login or signup to redeem point',
      description: 'Redeem by scan: not logged in',
    },
    outlets: { id: 'merchant.outlets', defaultMessage: 'Outlets', description: 'Merchant page: outlets heading' },
    noOutlets: {
      id: 'merchant.outlets.none',
      defaultMessage: 'No outlets yet',
      description: 'Merchant page: the merchant lists no outlets',
    },
    openNow: { id: 'merchant.state.open', defaultMessage: 'Open now', description: 'Outlet state: open' },
    closedNow: { id: 'merchant.state.closed', defaultMessage: 'Closed now', description: 'Outlet state: closed' },
    notAvailable: {
      id: 'merchant.state.unavailable',
      defaultMessage: 'Not available',
      description: 'Outlet state: no hours for today',
    },
    follow: { id: 'merchant.follow', defaultMessage: 'Follow', description: 'Button that follows a merchant' },
    following: {
      id: 'merchant.following',
      defaultMessage: 'Following',
      description: 'Button state of a followed merchant; pressing unfollows',
    },
    tabAbout: { id: 'merchant.tab.about', defaultMessage: 'About', description: 'Merchant page tab: description' },
    tabOutlets: { id: 'merchant.tab.outlets', defaultMessage: 'Outlets', description: 'Merchant page tab: outlets' },
    tabActivity: {
      id: 'merchant.tab.activity',
      defaultMessage: 'Activity',
      description: 'Merchant page tab: the member’s balances with this merchant',
    },
    storeCredit: {
      id: 'merchant.balance.storeCredit',
      defaultMessage: 'Store credit',
      description: 'Balance label: store credit',
    },
    notJoinedActivity: {
      id: 'merchant.activity.notJoined',
      defaultMessage: 'No activities',
      description: 'Activity tab when the visitor has not joined',
    },
    redirecting: {
      id: 'merchant.landing.redirecting',
      defaultMessage: 'Opening the merchant…',
      description: 'Merchant landing route while it resolves and redirects',
    },
    notFound: {
      id: 'merchant.notFound',
      defaultMessage: 'This merchant is not available.',
      description: 'Merchant page: the merchant does not exist or is inactive',
    },
    retry: { id: 'merchant.retry', defaultMessage: 'Try again', description: 'Reload a page that failed to load' },
    contact: { id: 'merchant.contact', defaultMessage: 'Contact', description: 'Merchant page: contact heading' },
    noMemberships: {
      id: 'merchant.memberships.none',
      defaultMessage: 'You have not joined any merchant yet.',
      description: 'Memberships page: empty state',
    },
    memberSince: {
      id: 'merchant.memberships.active',
      defaultMessage: 'Active',
      description: 'Memberships page: the membership is active',
    },
    programTitle: {
      id: 'merchant.program.title',
      defaultMessage: 'Program',
      description: 'Header title of a loyalty program page',
    },
    programUnavailable: {
      id: 'merchant.program.unavailable',
      defaultMessage: 'This program is not available.',
      description: 'Program or promotion page: the item cannot be found',
    },
    backToFeed: {
      id: 'merchant.promotion.backToFeed',
      defaultMessage: 'Back to feed',
      description: 'Promotion detail outside a merchant page: back goes to /feed (seed 001 §2)',
    },
    viewMerchant: {
      id: 'merchant.view',
      defaultMessage: 'Open merchant page',
      description: 'Link from a promotion or program to its merchant',
    },
    join: { id: 'merchant.join', defaultMessage: 'Join', description: 'Merchant page: join a merchant (members)' },
    acceptAndJoin: {
      id: 'merchant.join.accept',
      defaultMessage: 'Accept and join',
      description: 'Join popup: accept the merchant terms and join',
    },
    cancel: { id: 'merchant.join.cancel', defaultMessage: 'Cancel', description: 'Join popup: close without joining' },
    noTerms: {
      id: 'merchant.join.noTerms',
      defaultMessage: 'This merchant has not provided any terms.',
      description: 'Join popup: the merchant has no terms (word for word from the spec)',
    },
    joinedToast: {
      id: 'merchant.join.done',
      defaultMessage: 'You have joined',
      description: 'Toast after joining a merchant',
    },
    carouselLabel: {
      id: 'merchant.covers',
      defaultMessage: 'Cover pictures',
      description: 'Accessible name of the covers carousel',
    },
  }),
  ...defineMessages<{
    followName: { name: string };
    todayHours: { hours: string };
    coverN: { n: number; total: number };
    referral: { code: string };
    joinTitle: { name: string };
  }>({
    joinTitle: {
      id: 'merchant.join.title',
      defaultMessage: 'Join {name}',
      description: 'Title of the join popup; name is the merchant',
    },
    followName: {
      id: 'merchant.followName',
      defaultMessage: 'Follow {name}',
      description: 'Accessible name of the follow toggle of a merchant',
    },
    todayHours: {
      id: 'merchant.todayHours',
      defaultMessage: 'Today {hours}',
      description: 'Outlet: today’s opening hours',
    },
    coverN: {
      id: 'merchant.coverN',
      defaultMessage: 'Cover {n} of {total}',
      description: 'Accessible name of one cover picture / its dot',
    },
    referral: {
      id: 'merchant.referral',
      defaultMessage: 'Referral code {code} is applied when you join.',
      description: 'Merchant page opened with a referral code',
    },
  }),
};
