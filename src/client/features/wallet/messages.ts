import { defineMessages } from 'react-intl';
import type { Descriptors } from '../../i18n/descriptors';

/**
 * The wallet's screens (seed 001 §2 screens 2, 3, 6, 10, 11, 14; §4; §5; §8). Messages marked "seed" are word for
 * word from the spec (src/shared/rules/wallet-messages.ts holds them for the server; messages.test.ts keeps both
 * equal); the rest are designed where the spec names no wording.
 */
const defined = defineMessages({
  // ------------------------------------------------------------------ the rewards area
  tabMembership: {
    id: 'wallet.tab.membership',
    defaultMessage: 'My Membership',
    description: 'Rewards area tab (seed)',
  },
  tabVouchers: { id: 'wallet.tab.vouchers', defaultMessage: 'My Voucher', description: 'Rewards area tab (seed)' },
  tabCredit: { id: 'wallet.tab.credit', defaultMessage: 'Store Credit', description: 'Rewards area tab (seed)' },
  tabPoints: { id: 'wallet.tab.points', defaultMessage: 'Point', description: 'Rewards area tab (seed)' },
  tabStamps: { id: 'wallet.tab.stamps', defaultMessage: 'Stamp', description: 'Rewards area tab (seed)' },
  tabPackages: { id: 'wallet.tab.packages', defaultMessage: 'Packages', description: 'Rewards area tab (seed)' },
  tabsLabel: {
    id: 'wallet.tabs.label',
    defaultMessage: 'Rewards at {name}',
    description: 'Accessible name of the rewards area tabs; name is the merchant',
  },
  actionRedeemVoucher: {
    id: 'wallet.action.redeemVoucher',
    defaultMessage: 'Redeem Voucher',
    description: 'Top-right action of the My Voucher and Point tabs (seed)',
  },
  actionBuyStoreCredit: {
    id: 'wallet.action.buyStoreCredit',
    defaultMessage: 'Buy Store Credit',
    description: 'Top-right action of the Store Credit tab (seed)',
  },
  actionSeeStamps: {
    id: 'wallet.action.seeStamps',
    defaultMessage: 'See stamps',
    description: 'Top-right action of the Stamp tab (seed)',
  },
  nothingHere: {
    id: 'wallet.area.empty',
    defaultMessage: 'No points, store credit or vouchers at {name} yet.',
    description: 'Rewards area of a joined merchant where no tab has data',
  },
  openMerchant: {
    id: 'wallet.area.openMerchant',
    defaultMessage: 'Open {name}',
    description: 'Link to the merchant page from the rewards area',
  },
  loading: { id: 'wallet.loading', defaultMessage: 'Loading', description: 'Accessible label of a spinner' },
  retry: { id: 'wallet.retry', defaultMessage: 'Try again', description: 'Retry button of a load error' },
  close: { id: 'wallet.close', defaultMessage: 'Close', description: 'Closes a sheet' },
  cancel: { id: 'wallet.cancel', defaultMessage: 'Cancel', description: 'Cancel button (seed)' },

  // ------------------------------------------------------------------ membership card
  noMembership: { id: 'wallet.card.noMembership', defaultMessage: 'No Membership', description: 'Card front (seed)' },
  flipToBack: {
    id: 'wallet.card.flipToBack',
    defaultMessage: 'Show the QR code',
    description: 'Turns the membership card to its back (QR, expiry, e-mail)',
  },
  flipToFront: {
    id: 'wallet.card.flipToFront',
    defaultMessage: 'Show the balance',
    description: 'Turns the membership card to its front (balance, tier, name, phone)',
  },
  cardQr: {
    id: 'wallet.card.qr',
    defaultMessage: 'Member QR code {number}',
    description: 'Accessible name of the QR on the card back; number is the member number',
  },
  cardExpires: { id: 'wallet.card.expires', defaultMessage: 'Expires {date}', description: 'Card back: expiry' },
  cardNoExpiry: {
    id: 'wallet.card.noExpiry',
    defaultMessage: 'Never expire',
    description: 'Card back when the membership has no expiry (the spec’s wording for programs)',
  },
  memberNumber: { id: 'wallet.card.number', defaultMessage: 'Member no. {number}', description: 'Card number' },
  googleWallet: {
    id: 'wallet.card.googleWallet',
    defaultMessage: 'Add to Google Wallet',
    description: 'Wallet pass button, shown when the merchant and server offer Google Wallet passes',
  },
  rewardValue: { id: 'wallet.reward.value', defaultMessage: 'Value {amount}', description: 'My Voucher: what is left' },
  voucherExpired: {
    id: 'wallet.reward.voucherExpired',
    defaultMessage: 'this voucher is expired',
    description: 'My Voucher: an expired voucher (seed)',
  },
  stampCollected: {
    id: 'wallet.reward.stampCollected',
    defaultMessage: '{collected, number}/{total, number} stamps',
    description: 'Stamp tab: how many steps of the card are stamped (collected/total)',
  },
  stampStep: {
    id: 'wallet.reward.stampStep',
    defaultMessage:
      '{level, number}: {description}{hasGift, select, true { (gift)} other {}}{filled, select, true { ✓} other {}}',
    description: 'Stamp tab: one step of a card (accessible name); ✓ when it is stamped',
  },
  appleWallet: {
    id: 'wallet.card.appleWallet',
    defaultMessage: 'Add to Apple Wallet',
    description: 'Wallet pass button, shown when the merchant and server offer Apple Wallet passes',
  },

  // ------------------------------------------------------------------ point and store credit tabs
  creditBalance: {
    id: 'wallet.credit.balance',
    defaultMessage: 'Store credit balance',
    description: 'Label of the store credit balance',
  },
  buyCredit: { id: 'wallet.credit.buy', defaultMessage: 'Buy credit', description: 'Store Credit tab button (seed)' },
  giftCredit: {
    id: 'wallet.credit.gift',
    defaultMessage: 'Gift credit',
    description: 'Store Credit tab button (seed)',
  },
  transaction: {
    id: 'wallet.transaction',
    defaultMessage: 'Transaction',
    description: 'Opens a balance history (seed)',
  },
  redeem: { id: 'wallet.redeem', defaultMessage: 'Redeem', description: 'Opens the redeem sheet (seed)' },
  pointBalance: {
    id: 'wallet.points.balance',
    defaultMessage: '{unit} balance',
    description: 'Label of the point balance; unit is the loyalty unit (Points, Beans…)',
  },
  pointsWorth: {
    id: 'wallet.points.worth',
    defaultMessage: 'Worth {value}',
    description: 'Currency value of the active points',
  },
  pointDetail: { id: 'wallet.points.detail', defaultMessage: 'Point detail', description: 'Point tab button (seed)' },
  giftPoint: { id: 'wallet.points.gift', defaultMessage: 'Gift point', description: 'Point tab button (seed)' },
  pendingPoints: {
    id: 'wallet.points.pending',
    defaultMessage: '{amount} more from {date}',
    description: 'Points earned but not yet available, and when the next ones become available',
  },
  activePoints: { id: 'wallet.points.active', defaultMessage: 'Active', description: 'Points usable now' },
  inactivePoints: {
    id: 'wallet.points.inactive',
    defaultMessage: 'Inactive',
    description: 'Points earned but not yet usable',
  },
  nextAvailable: {
    id: 'wallet.points.next',
    defaultMessage: 'Next: {amount} on {date}',
    description: 'Point detail: the next inactive points and the day they become active',
  },
  noneWaiting: {
    id: 'wallet.points.noneWaiting',
    defaultMessage: 'No points waiting to become active',
    description: 'Point detail without inactive points',
  },
  activeList: {
    id: 'wallet.points.activeList',
    defaultMessage: 'Active points',
    description: 'Link to the list of active point entries',
  },
  inactiveList: {
    id: 'wallet.points.inactiveList',
    defaultMessage: 'Inactive points',
    description: 'Link to the list of point entries not yet available',
  },

  // ------------------------------------------------------------------ redeem form and sheet
  redeemTitle: { id: 'wallet.redeem.title', defaultMessage: 'Redeem', description: 'Redeem sheet tab (seed)' },
  redeemLabel: { id: 'wallet.redeem.label', defaultMessage: 'REDEEM:', description: 'Redeem form label (seed)' },
  amount: { id: 'wallet.amount', defaultMessage: 'Amount', description: 'Amount field label' },
  available: { id: 'wallet.available', defaultMessage: 'Available: {balance}', description: 'Balance under a form' },
  submit: { id: 'wallet.submit', defaultMessage: 'Submit', description: 'Redeem form button (seed)' },
  getQrCode: { id: 'wallet.redeem.getQr', defaultMessage: 'Get qr code', description: 'Redeem sheet button (seed)' },
  exit: {
    id: 'wallet.redeem.exit',
    defaultMessage: 'EXIT',
    description: 'Redeem sheet button once the code is shown (seed)',
  },
  errorTitle: { id: 'wallet.errorTitle', defaultMessage: 'Error', description: 'Title of the error alert (seed)' },
  redeemSummary: {
    id: 'wallet.redeem.summary',
    defaultMessage: 'Redeem {amount}',
    description: 'Redeem sheet, before the code is made: what the code will be for',
  },
  showAtCounter: {
    id: 'wallet.redeem.show',
    defaultMessage: 'Show this code at the counter. It works once.',
    description: 'Under the redemption QR code',
  },
  codeQr: {
    id: 'wallet.redeem.qr',
    defaultMessage: 'Redemption code for {amount}',
    description: 'Accessible name of the redemption QR code',
  },
  codeValidFor: {
    id: 'wallet.redeem.validFor',
    defaultMessage: 'Valid for {time}',
    description: 'Countdown of the redemption code; time is m:ss',
  },
  codeExpired: {
    id: 'wallet.redeem.expired',
    defaultMessage: 'This code has expired. Get a new one.',
    description: 'The redemption code ran out before the counter redeemed it',
  },
  codeRedeemed: {
    id: 'wallet.redeem.redeemed',
    defaultMessage: 'Redeemed at the counter',
    description: 'The counter redeemed the code; the balance is updated',
  },
  redeemAmountZero: {
    id: 'wallet.rule.redeemAmountZero',
    defaultMessage: "Redeem amount can't be 0",
    description: 'Redeem with amount 0 (seed)',
  },
  loyaltyIsZero: {
    id: 'wallet.rule.loyaltyIsZero',
    defaultMessage: 'Loyalty is 0 can not redeem',
    description: 'Redeem at balance 0 (seed)',
  },
  merchantDisallowsRedemption: {
    id: 'wallet.rule.merchantDisallowsRedemption',
    defaultMessage: 'Merchant does not allow loyalty redemption',
    description: 'Redeem where the merchant does not allow it (seed)',
  },

  // ------------------------------------------------------------------ buy store credit
  buyTitle: { id: 'wallet.buy.title', defaultMessage: 'Buy store credit', description: 'Buy store credit sheet' },
  outlet: { id: 'wallet.buy.outlet', defaultMessage: 'Outlet', description: 'Outlet picker of the buy sheet' },
  pay: { id: 'wallet.buy.pay', defaultMessage: 'Pay {amount}', description: 'What a store credit product costs' },
  receive: {
    id: 'wallet.buy.receive',
    defaultMessage: 'Receive {amount}',
    description: 'The store credit a product gives',
  },
  tapToBuy: { id: 'wallet.buy.tap', defaultMessage: 'Tap to buy', description: 'Hint on the products (seed)' },
  buy: { id: 'wallet.buy.buy', defaultMessage: 'BUY', description: 'Buys the chosen store credit (seed)' },
  noProducts: {
    id: 'wallet.buy.empty',
    defaultMessage: 'No store credit on sale at this outlet.',
    description: 'Buy sheet: the outlet sells none',
  },
  paymentNotAvailable: {
    id: 'wallet.rule.paymentNotAvailable',
    defaultMessage: 'Payment is not available',
    description: 'No payment provider (seed)',
  },

  // ------------------------------------------------------------------ activity lists
  allLoaded: { id: 'wallet.list.allLoaded', defaultMessage: 'All loaded', description: 'End of a list (seed)' },
  empty: { id: 'wallet.list.empty', defaultMessage: 'empty', description: 'Empty list (seed)' },
  activityTitle: { id: 'wallet.activity.title', defaultMessage: 'Activity', description: 'Heading of a history list' },
  kindReceiptClaim: { id: 'wallet.kind.receiptClaim', defaultMessage: 'Receipt claim', description: 'Entry kind' },
  kindGiftSent: { id: 'wallet.kind.giftSent', defaultMessage: 'Gift sent', description: 'Entry kind' },
  kindGiftReceived: { id: 'wallet.kind.giftReceived', defaultMessage: 'Gift received', description: 'Entry kind' },
  kindRedeemed: { id: 'wallet.kind.redeemed', defaultMessage: 'Redeemed', description: 'Entry kind (seed)' },
  kindVoided: { id: 'wallet.kind.voided', defaultMessage: 'Voided', description: 'A cancelled redeem (seed)' },
  kindTopUp: { id: 'wallet.kind.topUp', defaultMessage: 'Top up', description: 'A store credit top-up (seed)' },
  kindRegister: {
    id: 'wallet.kind.register',
    defaultMessage: 'Paid at the register',
    description: 'Entry kind: spent at a point-of-sale register',
  },
  kindReferral: { id: 'wallet.kind.referral', defaultMessage: 'Referral reward', description: 'Entry kind' },
  kindCashback: { id: 'wallet.kind.cashback', defaultMessage: 'Cashback', description: 'Entry kind' },
  kindOpening: { id: 'wallet.kind.opening', defaultMessage: 'Opening balance', description: 'Entry kind' },
  kindAdjustment: { id: 'wallet.kind.adjustment', defaultMessage: 'Adjustment', description: 'Entry kind' },
  giftTo: { id: 'wallet.entry.to', defaultMessage: 'To {name} ({phone})', description: 'Gift sent to someone' },
  giftFrom: { id: 'wallet.entry.from', defaultMessage: 'From {name} ({phone})', description: 'Gift received' },
  reference: { id: 'wallet.entry.reference', defaultMessage: 'Ref. {reference}', description: 'Receipt, sale, order' },
  availableFrom: {
    id: 'wallet.entry.availableFrom',
    defaultMessage: 'Available from {date}',
    description: 'Points of an entry that are not usable yet',
  },
  notCounted: {
    id: 'wallet.entry.notCounted',
    defaultMessage: 'Not counted',
    description: 'A voided entry stays in the list but is not part of the balance',
  },
  storeCreditTitle: {
    id: 'wallet.storeValues.heading',
    defaultMessage: 'Store credit at {name}',
    description: 'Heading of the store credit transactions',
  },
  balance: { id: 'wallet.balance', defaultMessage: 'Balance', description: 'Label of a balance' },
  pointsHeading: {
    id: 'wallet.points.heading',
    defaultMessage: '{unit} at {name}',
    description: 'Heading of the points lists; unit is the loyalty unit',
  },

  // ------------------------------------------------------------------ gift point or store credit
  giftTabPoint: { id: 'wallet.gift.tab.point', defaultMessage: 'Point', description: 'Gift screen tab (seed)' },
  giftTabCredit: {
    id: 'wallet.gift.tab.credit',
    defaultMessage: 'Store credit',
    description: 'Gift screen tab (seed)',
  },
  giftHeading: {
    id: 'wallet.gift.heading',
    defaultMessage: 'Gift to a member of {name}',
    description: 'Gift screen heading',
  },
  less: { id: 'wallet.gift.less', defaultMessage: 'Less', description: 'Stepper −10 (accessible name)' },
  more: { id: 'wallet.gift.more', defaultMessage: 'More', description: 'Stepper +10 (accessible name)' },
  quickAmounts: {
    id: 'wallet.gift.quick',
    defaultMessage: 'Quick amounts',
    description: 'Accessible name of the 500 / 1000 / 1500 / 2000 buttons',
  },
  slider: { id: 'wallet.gift.slider', defaultMessage: 'Amount slider', description: 'Accessible name of the slider' },
  country: { id: 'wallet.gift.country', defaultMessage: 'Country', description: 'Dial code picker' },
  phone: { id: 'wallet.gift.phone', defaultMessage: 'Phone number', description: 'Recipient phone field' },
  invalidPhone: {
    id: 'wallet.gift.invalidPhone',
    defaultMessage: 'Enter a phone number',
    description: 'The recipient phone is not a number',
  },
  search: { id: 'wallet.gift.search', defaultMessage: 'Search', description: 'Searches the phone' },
  recent: { id: 'wallet.gift.recent', defaultMessage: 'Recent', description: 'Recent recipients heading' },
  next: { id: 'wallet.gift.next', defaultMessage: 'Next', description: 'Goes on to the code step (seed)' },
  confirm: { id: 'wallet.gift.confirm', defaultMessage: 'Confirm', description: 'Sends the gift (seed)' },
  giftCode: { id: 'wallet.gift.code', defaultMessage: 'Code', description: '4-digit code field' },
  codeSentTo: {
    id: 'wallet.gift.codeSentTo',
    defaultMessage: 'Enter the 4-digit code sent to {to} to gift {amount} to {name}',
    description: 'Code step lead',
  },
  codeExpiresIn: {
    id: 'wallet.gift.expiresIn',
    defaultMessage: 'Code expires in {time}',
    description: 'Countdown of the gift code; time is m:ss',
  },
  codeGone: {
    id: 'wallet.gift.codeGone',
    defaultMessage: 'The code has expired. Start again.',
    description: 'The gift code ran out',
  },
  biometricLead: {
    id: 'wallet.gift.biometricLead',
    defaultMessage: 'Confirm with your fingerprint or face to gift {amount} to {name}',
    description: 'Gift verification when biometrics are on',
  },
  verify: { id: 'wallet.gift.verify', defaultMessage: 'Verify', description: 'Starts the biometric check' },
  // Seed 001 §5, §6, §8, word for word.
  cantSendZeroPoint: { id: 'wallet.rule.zeroPoint', defaultMessage: 'you cant send 0 point', description: 'seed' },
  cantSendZeroCredit: {
    id: 'wallet.rule.zeroCredit',
    defaultMessage: 'you cant send 0 store credit',
    description: 'seed',
  },
  ownPhoneNumber: { id: 'wallet.rule.ownPhone', defaultMessage: 'It is your phone number', description: 'seed' },
  userNotFound: { id: 'wallet.rule.userNotFound', defaultMessage: 'User not found!', description: 'seed' },
  couldNotGift: { id: 'wallet.rule.couldNotGift', defaultMessage: 'Error, Could not gift', description: 'seed' },
  giftedTo: {
    id: 'wallet.gift.success',
    defaultMessage: 'Successfully Gifted to {phone} (amount : {amount})',
    description: 'seed',
  },
  pointNotSufficient: {
    id: 'wallet.rule.pointNotSufficient',
    defaultMessage: 'Point is not sufficient',
    description: 'seed',
  },
  creditNotSufficient: {
    id: 'wallet.rule.creditNotSufficient',
    defaultMessage: 'Store credit is not sufficient',
    description: 'The credit twin of the seed’s Point is not sufficient',
  },
  cantVerifyBiometric: {
    id: 'wallet.rule.cantVerifyBiometric',
    defaultMessage: "Can't verify! Biometric",
    description: 'seed (warning)',
  },
  cantVerify: { id: 'wallet.rule.cantVerify', defaultMessage: "Can't verify!", description: 'seed (error)' },
  joinMerchant: { id: 'wallet.rule.joinMerchant', defaultMessage: 'Please join to merchant', description: 'seed' },
  gainMembership: {
    id: 'wallet.rule.gainMembership',
    defaultMessage: 'Gain membership then refer friends',
    description: 'seed',
  },
  notJoined: { id: 'wallet.rule.notJoined', defaultMessage: 'Not joined to merchant', description: 'seed' },
  recipientNotMember: {
    id: 'wallet.rule.recipientNotMember',
    defaultMessage: 'User is not member of the Merchant!',
    description: 'The gift recipient has not joined the merchant (seed register wording)',
  },
  codeMustBeFourDigits: {
    id: 'wallet.rule.fourDigits',
    defaultMessage: 'Must be 4 digit numbers',
    description: 'seed',
  },
  codeRequired: { id: 'wallet.rule.codeRequired', defaultMessage: 'Code required', description: 'seed' },
});

export const walletMessages: Descriptors<typeof defined> = defined;
