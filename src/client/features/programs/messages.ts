import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { programTitles } from './titles';
import type { ProgramType } from '../../../shared/rules/programs';

// The guest prompt is the spec's wording (seed 000 §8) as a literal so formatjs extracts it; messages.test.ts proves
// it equals GUEST_DISCOUNT_PROMPT of src/shared/rules/programs.
const defined = defineMessages({
  programsHeading: {
    id: 'programs.heading',
    defaultMessage: 'Programs',
    description: 'Merchant page: heading of the program cards',
  },
  seeAllOfType: {
    id: 'programs.seeAll',
    defaultMessage: 'All {type} programs',
    description: 'Merchant page: link to every program of one kind; type is a kind name such as Stamp',
  },
  tabInfo: { id: 'programs.tab.info', defaultMessage: 'Info', description: 'Program detail tab (seed 001 §2)' },
  tabActivity: {
    id: 'programs.tab.activity',
    defaultMessage: 'Activity',
    description: 'Program detail tab: the member’s transactions (seed 001 §2)',
  },
  howItWorks: { id: 'programs.howItWorks', defaultMessage: 'How it works', description: 'Program detail heading' },
  howToEnjoy: {
    id: 'programs.howToEnjoy',
    defaultMessage: 'How to enjoy',
    description: 'Program detail: heading of the numbered steps',
  },
  neverExpire: {
    id: 'programs.neverExpire',
    defaultMessage: 'Never expire',
    description: 'Program detail: the program has no end date (seed 001 wording)',
  },
  expires: {
    id: 'programs.expires',
    defaultMessage: 'Valid until {date}',
    description: 'Program card and detail: last day of the program',
  },
  forMembers: {
    id: 'programs.forMembers',
    defaultMessage: 'For {tier} members',
    description: 'Program: only holders of this membership tier get it',
  },
  back: { id: 'programs.back', defaultMessage: 'Back', description: 'Program detail: back button' },
  merchantLink: {
    id: 'programs.merchantLink',
    defaultMessage: 'About {name}',
    description: 'Program detail: link to the merchant page',
  },
  empty: {
    id: 'programs.empty',
    defaultMessage: 'No programs of this kind yet.',
    description: 'Programs of a kind for a merchant: empty list',
  },
  badType: {
    id: 'programs.badType',
    defaultMessage: 'Unknown program kind.',
    description: 'Programs of a kind: the kind in the address is not one of the known kinds',
  },
  loading: { id: 'programs.loading', defaultMessage: 'Loading', description: 'Spinner label' },
  retry: { id: 'programs.retry', defaultMessage: 'Try again', description: 'Retry a failed load' },
  guestPrompt: {
    id: 'programs.guestPrompt',
    defaultMessage: 'Sign up to unlock your discount package. Guest users are not eligible for this offer.',
    description: 'Shown to a guest (not a registered member) who meets a discount or cashback offer',
  },
  signUp: { id: 'programs.signUp', defaultMessage: 'Sign up', description: 'Guest prompt: button to the sign-up page' },
  close: { id: 'programs.close', defaultMessage: 'Close', description: 'Close a dialog' },
  membershipsHeading: {
    id: 'programs.memberships.heading',
    defaultMessage: 'Membership tiers',
    description: 'Merchant page: heading of the membership tiers',
  },
  active: { id: 'programs.memberships.active', defaultMessage: 'Active', description: "The member's current tier" },
  discount: {
    id: 'programs.memberships.discount',
    defaultMessage: '{value}% discount',
    description: 'What a membership tier gives',
  },
  cashback: {
    id: 'programs.memberships.cashback',
    defaultMessage: '{value}% cashback',
    description: 'What a membership tier gives',
  },
  requirement: {
    id: 'programs.memberships.requirement',
    defaultMessage: 'Spend {amount} or make {count, plural, one {# purchase} other {# purchases}}',
    description: 'Membership tier: what it takes to reach it',
  },
  noRequirement: {
    id: 'programs.memberships.noRequirement',
    defaultMessage: 'Every member starts here',
    description: 'Membership tier without requirement',
  },
  outletsOnly: {
    id: 'programs.memberships.outlets',
    defaultMessage: 'At {outlets}',
    description: 'Membership tier: the outlets where it applies',
  },
  openTier: {
    id: 'programs.memberships.open',
    defaultMessage: 'How {name} works',
    description: 'Accessible label: expands a membership tier',
  },
  progressOpen: {
    id: 'programs.progress.open',
    defaultMessage: 'Membership progress',
    description: 'Button on the membership tiers: opens the progress popup (seed 001 \u00a72 screen 9)',
  },
  progressTitle: {
    id: 'programs.progress.title',
    defaultMessage: 'Membership progress',
    description: 'Title of the membership progress popup',
  },
  showAll: {
    id: 'programs.progress.showAll',
    defaultMessage: 'Show all',
    description: 'Progress popup: expands every requirement card (seed)',
  },
  hideAll: {
    id: 'programs.progress.hideAll',
    defaultMessage: 'Hide all',
    description: 'Progress popup: collapses every requirement card (seed)',
  },
  allOutlets: {
    id: 'programs.progress.allOutlets',
    defaultMessage: 'All outlets',
    description: 'Progress popup: the outlet tab listing every tier',
  },
  outletTabs: {
    id: 'programs.progress.outletTabs',
    defaultMessage: 'Outlets',
    description: 'Progress popup: accessible name of the outlet tabs',
  },
  stateActive: {
    id: 'programs.progress.state.active',
    defaultMessage: 'Active',
    description: "Requirement card: the member's tier",
  },
  stateCompleted: {
    id: 'programs.progress.state.completed',
    defaultMessage: 'Completed',
    description: "Requirement card: a tier below the member's",
  },
  stateProgressing: {
    id: 'programs.progress.state.progressing',
    defaultMessage: 'Progressing',
    description: 'Requirement card: a tier not reached yet',
  },
  progressYou: {
    id: 'programs.progress.you',
    defaultMessage: 'You: {amount} spent, {count, plural, one {# purchase} other {# purchases}}',
    description: 'Requirement card: where the member stands',
  },
  durationDays: {
    id: 'programs.progress.duration.days',
    defaultMessage: 'Lasts {count, plural, one {# day} other {# days}}',
    description:
      'Requirement card: how long the tier lasts (seed 001 §9: days; months when divisible by 30; years by 365)',
  },
  durationMonths: {
    id: 'programs.progress.duration.months',
    defaultMessage: 'Lasts {count, plural, one {# month} other {# months}}',
    description:
      'Requirement card: how long the tier lasts (seed 001 §9: days; months when divisible by 30; years by 365)',
  },
  durationYears: {
    id: 'programs.progress.duration.years',
    defaultMessage: 'Lasts {count, plural, one {# year} other {# years}}',
    description:
      'Requirement card: how long the tier lasts (seed 001 §9: days; months when divisible by 30; years by 365)',
  },
  noEnd: {
    id: 'programs.progress.noEnd',
    defaultMessage: 'No end date',
    description: 'Requirement card: a tier that lasts for ever',
  },
  browseAll: {
    id: 'programs.browser.open',
    defaultMessage: 'Browse all programs',
    description: 'Merchant page link for guests and visitors to the programs browser',
  },
  tabVouchers: {
    id: 'programs.browser.tab.vouchers',
    defaultMessage: 'Vouchers',
    description: 'Programs browser tab (seed)',
  },
  tabCredit: {
    id: 'programs.browser.tab.credit',
    defaultMessage: 'Credit',
    description: 'Programs browser tab (seed)',
  },
  tabMemberships: {
    id: 'programs.browser.tab.memberships',
    defaultMessage: 'Memberships',
    description: 'Programs browser tab (seed)',
  },
  tabLoyalties: {
    id: 'programs.browser.tab.loyalties',
    defaultMessage: 'Loyalties',
    description: 'Programs browser tab (seed)',
  },
  tabStamps: {
    id: 'programs.browser.tab.stamps',
    defaultMessage: 'Stamps',
    description: 'Programs browser tab (seed)',
  },
  tabPackages: {
    id: 'programs.browser.tab.packages',
    defaultMessage: 'Packages',
    description: 'Programs browser tab (seed)',
  },
  tabDiscounts: {
    id: 'programs.browser.tab.discounts',
    defaultMessage: 'Discounts',
    description: 'Programs browser tab (seed)',
  },
  tabCashbacks: {
    id: 'programs.browser.tab.cashbacks',
    defaultMessage: 'Cashbacks',
    description: 'Programs browser tab (seed)',
  },
  tabReferrals: {
    id: 'programs.browser.tab.referrals',
    defaultMessage: 'Referrals',
    description: 'Programs browser tab (seed)',
  },
  signUpToOpen: {
    id: 'programs.browser.signUpToOpen',
    defaultMessage: 'Sign up to open {name}',
    description: 'Programs browser: the prompt a guest gets on any tap (seed 001 \u00a76)',
  },
  tierBenefits: {
    id: 'programs.browser.tierBenefits',
    defaultMessage: 'Discounts and cashbacks',
    description: 'Membership bottom sheet: heading of what the tier gives',
  },
  noTierBenefits: {
    id: 'programs.browser.noTierBenefits',
    defaultMessage: 'This tier gives no discount or cashback.',
    description: 'Membership bottom sheet: a tier without benefits',
  },
});

// Plain descriptors: react-intl's typed values would otherwise refuse every values object.
export const programMessages: { readonly [K in keyof typeof defined]: MessageDescriptor } & typeof programTitles = {
  ...programTitles,
  ...defined,
};

export const programTypeMessages: Record<ProgramType, MessageDescriptor> = defineMessages({
  loyalty: { id: 'programs.type.loyalty', defaultMessage: 'Loyalty', description: 'Program kind' },
  voucher: { id: 'programs.type.voucher', defaultMessage: 'Voucher', description: 'Program kind' },
  stamp: { id: 'programs.type.stamp', defaultMessage: 'Stamp', description: 'Program kind' },
  referral: { id: 'programs.type.referral', defaultMessage: 'Referral', description: 'Program kind' },
  cashback: { id: 'programs.type.cashback', defaultMessage: 'Cashback', description: 'Program kind' },
  package: { id: 'programs.type.package', defaultMessage: 'Package', description: 'Program kind' },
  discount: { id: 'programs.type.discount', defaultMessage: 'Discount', description: 'Program kind' },
});
