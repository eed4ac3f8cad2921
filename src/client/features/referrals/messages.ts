import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { referralTitles } from './titles';

const defined = defineMessages({
  tabPoint: { id: 'referrals.tab.point', defaultMessage: 'Loyalty point', description: 'History tab (seed 001)' },
  tabCredit: { id: 'referrals.tab.credit', defaultMessage: 'Store Credit', description: 'History tab (seed 001)' },
  tabJoined: { id: 'referrals.tab.joined', defaultMessage: 'Joined', description: 'History tab (seed 001)' },
  joinedOn: {
    id: 'referrals.joinedOn',
    defaultMessage: 'Joined {merchant} on {date}',
    description: 'History row: the friend joined a merchant on a day',
  },
  receivedPoints: {
    id: 'referrals.receivedPoints',
    defaultMessage: '+{amount} points',
    description: 'History row: points the referrer received',
  },
  receivedCredit: {
    id: 'referrals.receivedCredit',
    defaultMessage: '+{amount} store credit',
    description: 'History row: store credit the referrer received',
  },
  noReward: {
    id: 'referrals.noReward',
    defaultMessage: 'No reward (limit reached)',
    description: 'History row: a cap left nothing for this friend',
  },
  giftRow: {
    id: 'referrals.giftRow',
    defaultMessage: '{amount} to {name}',
    description: 'Gifts sent row: what was sent to whom',
  },
  giftPoints: { id: 'referrals.giftPoints', defaultMessage: '{amount} points', description: 'Gifted points' },
  empty: { id: 'referrals.empty', defaultMessage: 'empty', description: 'Empty list (seed 001 wording)' },
  allLoaded: { id: 'referrals.allLoaded', defaultMessage: 'All loaded', description: 'End of a list (seed 001)' },
  ticketLow: {
    id: 'referrals.ticketLow',
    defaultMessage: 'Note! Merchant referral program ticket is low',
    description: 'Referral page: the merchant has few referral tickets left (seed 001 wording)',
  },
  sharingClosed: {
    id: 'referrals.sharingClosed',
    defaultMessage: 'Sharing is paused until the merchant adds referral tickets.',
    description: 'Referral page: no ticket left, sharing disabled',
  },
  rewardRule: {
    id: 'referrals.rewardRule',
    defaultMessage: '{amount} per friend who joins · received {gifted} of {limit}',
    description: 'Referral program: reward per friend and what the member received of the limit',
  },
  invitedFriends: {
    id: 'referrals.invitedFriends',
    defaultMessage: 'Invited friends ({count})',
    description: 'Heading of the friends who signed up with the member code',
  },
  friendJoined: { id: 'referrals.friendJoined', defaultMessage: 'Joined', description: 'Invited friend has joined' },
  friendNotJoined: {
    id: 'referrals.friendNotJoined',
    defaultMessage: 'Signed up',
    description: 'Invited friend signed up but has not joined yet',
  },
  seeHistory: {
    id: 'referrals.seeHistory',
    defaultMessage: 'Referral history',
    description: 'Link to the referral history',
  },
  seeGifts: { id: 'referrals.seeGifts', defaultMessage: 'Gifts sent', description: 'Link to the gifts sent' },
  giftPointsLink: {
    id: 'referrals.giftLink',
    defaultMessage: 'Gift point or store credit',
    description: 'Link to the gift screen of the merchant',
  },
  loading: { id: 'referrals.loading', defaultMessage: 'Loading', description: 'Spinner label' },
  retry: { id: 'referrals.retry', defaultMessage: 'Try again', description: 'Retry a failed load' },
});

export const referralMessages: { readonly [K in keyof typeof defined]: MessageDescriptor } & typeof referralTitles = {
  ...referralTitles,
  ...defined,
};
