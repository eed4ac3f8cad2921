import { defineMessages } from 'react-intl';
import type { Descriptors } from '../../i18n/descriptors';

/** My Rewards (seed 000 §2): filters, the merchant cards and their empty messages. */
const defined = defineMessages({
  filterWithPurchases: {
    id: 'rewards.filter.withPurchases',
    defaultMessage: 'With purchases',
    description: 'My Rewards filter: merchants where the member bought something',
  },
  filterNoPurchases: {
    id: 'rewards.filter.noPurchases',
    defaultMessage: 'No purchases',
    description: 'My Rewards filter: joined merchants without any purchase',
  },
  filterAll: {
    id: 'rewards.filter.all',
    defaultMessage: 'All',
    description: 'My Rewards filter: every joined merchant',
  },
  filterLabel: { id: 'rewards.filter.label', defaultMessage: 'Show', description: 'Accessible name of the filters' },
  emptyWithPurchases: {
    id: 'rewards.empty.withPurchases',
    defaultMessage: 'No purchases yet. Shop at a merchant you joined and your rewards will show here.',
    description: 'My Rewards, With purchases filter, nothing to show (wording designed: the spec names none)',
  },
  emptyNoPurchases: {
    id: 'rewards.empty.noPurchases',
    defaultMessage: 'You have bought something at every merchant you joined.',
    description: 'My Rewards, No purchases filter, nothing to show (wording designed: the spec names none)',
  },
  emptyAll: {
    id: 'rewards.empty.all',
    defaultMessage: 'Merchantsnotfound',
    description: "My Rewards, All filter, no joined merchant: the spec's 'Merchantsnotfound' empty state",
  },
  lastVisited: {
    id: 'rewards.card.lastVisited',
    defaultMessage: 'Last visited {date}',
    description: 'Merchant card: date of the last visit',
  },
  joined: { id: 'rewards.card.joined', defaultMessage: 'Joined {date}', description: 'Merchant card: join date' },
  memberNumber: {
    id: 'rewards.card.memberNumber',
    defaultMessage: 'Member no. {number}',
    description: 'Merchant card: membership (card) number, usable to log in with the password',
  },
  point: { id: 'rewards.balance.point', defaultMessage: 'Point', description: 'Balance switch: loyalty points' },
  storeCredit: {
    id: 'rewards.balance.storeCredit',
    defaultMessage: 'Store credit',
    description: 'Balance switch: store credit',
  },
  balanceKind: {
    id: 'rewards.balance.kind',
    defaultMessage: 'Balance shown',
    description: 'Accessible name of the Point / Store credit switch',
  },
  openActivity: {
    id: 'rewards.balance.open',
    defaultMessage: 'Balance {balance}, open activity of {name}',
    description: 'Accessible name of the balance button that opens the merchant Activity tab',
  },
  openArea: {
    id: 'rewards.card.openArea',
    defaultMessage: 'See rewards',
    description: 'Merchant card: opens the member rewards area (membership card, points, store credit) of the merchant',
  },
  openAreaLabel: {
    id: 'rewards.card.openAreaLabel',
    defaultMessage: 'See rewards at {name}',
    description: 'Accessible name of the See rewards link; name is the merchant',
  },
  tierProgress: {
    id: 'rewards.tier.progress',
    defaultMessage: 'Tier progress',
    description: 'Accessible name of the tier progress bar',
  },
  guestOnly: {
    id: 'rewards.guest',
    defaultMessage: 'Sign up to collect rewards: guest users have no rewards list.',
    description: 'My Rewards opened by a guest (members only)',
  },
  retry: { id: 'rewards.retry', defaultMessage: 'Try again', description: 'Retry button of the load error banner' },
  loading: { id: 'rewards.loading', defaultMessage: 'Loading', description: 'Accessible label of a spinner' },
});

export const rewardsMessages: Descriptors<typeof defined> = defined;
