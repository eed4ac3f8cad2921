import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { cashbackTitles } from './titles';

const defined = defineMessages({
  rule: { id: 'cashback.rule', defaultMessage: 'Rule', description: 'Cashback detail: what the program gives' },
  condition: {
    id: 'cashback.condition',
    defaultMessage: 'Condition',
    description: 'Cashback detail: which purchases qualify',
  },
  membership: {
    id: 'cashback.membership',
    defaultMessage: 'Membership',
    description: 'Cashback detail: the tier the program is for',
  },
  everyMember: { id: 'cashback.everyMember', defaultMessage: 'Every member', description: 'No tier required' },
  expiry: { id: 'cashback.expiry', defaultMessage: 'Expiry', description: 'Cashback detail: last day' },
  neverExpire: { id: 'cashback.neverExpire', defaultMessage: 'Never expire', description: 'No end date (seed 001)' },
  percentCashback: {
    id: 'cashback.rule.percentCashback',
    defaultMessage: '{percent}% cashback as store credit',
    description: 'Rule of a percent cashback program',
  },
  amountCashback: {
    id: 'cashback.rule.amountCashback',
    defaultMessage: '{amount} cashback as store credit',
    description: 'Rule of a fixed-amount cashback program',
  },
  percentDiscount: {
    id: 'cashback.rule.percentDiscount',
    defaultMessage: '{percent}% off',
    description: 'Rule of a percent discount program',
  },
  amountDiscount: {
    id: 'cashback.rule.amountDiscount',
    defaultMessage: '{amount} off',
    description: 'Rule of a fixed-amount discount program',
  },
  productRule: {
    id: 'cashback.rule.product',
    defaultMessage: 'A free product at the counter',
    description: 'Rule of a product cashback or discount program',
  },
  minOnly: {
    id: 'cashback.condition.min',
    defaultMessage: 'Purchases of {min} or more',
    description: 'Qualifying purchases: only a minimum',
  },
  minMax: {
    id: 'cashback.condition.minMax',
    defaultMessage: 'Purchases from {min} to {max}',
    description: 'Qualifying purchases: a range',
  },
  anyPurchase: { id: 'cashback.condition.any', defaultMessage: 'Every purchase', description: 'No minimum' },
  history: { id: 'cashback.history', defaultMessage: 'History', description: 'Heading of the cashback history' },
  newestFirst: { id: 'cashback.sort.newest', defaultMessage: 'Newest first', description: 'Sort by date descending' },
  oldestFirst: { id: 'cashback.sort.oldest', defaultMessage: 'Oldest first', description: 'Sort by date ascending' },
  historyRow: {
    id: 'cashback.historyRow',
    defaultMessage: '{cashback} back on {purchase}',
    description: 'Cashback history row: amount received for a purchase total',
  },
  noHistory: {
    id: 'cashback.noHistory',
    defaultMessage: 'No cashback yet.',
    description: 'Empty cashback history',
  },
  allLoaded: { id: 'cashback.allLoaded', defaultMessage: 'All loaded', description: 'End of the list (seed 001)' },
  loading: { id: 'cashback.loading', defaultMessage: 'Loading', description: 'Spinner label' },
  retry: { id: 'cashback.retry', defaultMessage: 'Try again', description: 'Retry a failed load' },
});

export const cashbackMessages: { readonly [K in keyof typeof defined]: MessageDescriptor } & typeof cashbackTitles = {
  ...cashbackTitles,
  ...defined,
};
