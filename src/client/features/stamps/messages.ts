import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { stampTitles } from './titles';

const defined = defineMessages({
  collected: {
    id: 'stamps.collected',
    defaultMessage: '{collected}/{total} collected',
    description: 'Stamp card: stamps collected of the card total',
  },
  expires: { id: 'stamps.expires', defaultMessage: 'Expires {date}', description: 'Stamp card: last day' },
  neverExpire: {
    id: 'stamps.neverExpire',
    defaultMessage: 'Never expire',
    description: 'Stamp card without an end date (seed 001 wording)',
  },
  filledStamps: {
    id: 'stamps.filledStamps',
    defaultMessage: 'Filled stamps',
    description: 'Heading of the full stamp cards, shown greyed (seed 001 wording)',
  },
  empty: {
    id: 'stamps.empty',
    defaultMessage: 'No stamps available at the moment.',
    description: 'No stamp card yet (seed 001 wording)',
  },
  signInToCollect: {
    id: 'stamps.signIn',
    defaultMessage: 'Sign in and join to collect stamps.',
    description: 'Stamp program seen by a visitor or guest',
  },
  slot: {
    id: 'stamps.slot',
    defaultMessage: 'Step {level}',
    description: 'Accessible name of a stamp slot; opens its popover',
  },
  stamped: {
    id: 'stamps.stamped',
    defaultMessage: 'Stamped on {date}',
    description: 'Slot popover: when the step was stamped',
  },
  notStamped: { id: 'stamps.notStamped', defaultMessage: 'Not stamped yet', description: 'Slot popover' },
  gift: { id: 'stamps.gift', defaultMessage: 'Gift', description: 'Slot popover: this step carries a gift' },
  giftUsed: { id: 'stamps.giftUsed', defaultMessage: 'Used', description: 'A stamp gift handed over (seed 001)' },
  giftNotUsed: {
    id: 'stamps.giftNotUsed',
    defaultMessage: 'Not used',
    description: 'A stamp gift not handed over yet (seed 001)',
  },
  gifts: { id: 'stamps.gifts', defaultMessage: 'Gifts', description: 'Stamp card: heading of the gift list' },
  openCard: { id: 'stamps.openCard', defaultMessage: 'Open card', description: 'Link to one stamp card' },
  back: { id: 'stamps.back', defaultMessage: 'Back', description: 'Back button' },
  loading: { id: 'stamps.loading', defaultMessage: 'Loading', description: 'Spinner label' },
  retry: { id: 'stamps.retry', defaultMessage: 'Try again', description: 'Retry a failed load' },
});

// Plain descriptors: react-intl's typed values would otherwise refuse every values object.
export const stampMessages: { readonly [K in keyof typeof defined]: MessageDescriptor } & typeof stampTitles = {
  ...stampTitles,
  ...defined,
};
