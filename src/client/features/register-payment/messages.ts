import { defineMessages } from 'react-intl';
import type { Descriptors } from '../../i18n/descriptors';

/**
 * The register payment screen (seed 001 §2 screen 17, §4, §5 register redeem, §8). Messages marked "seed" are word
 * for word from the spec (src/shared/rules/wallet-messages.ts; messages.test.ts keeps both equal).
 */
const defined = defineMessages({
  title: { id: 'register.title', defaultMessage: 'Pay with rewards', description: 'Register payment screen heading' },
  noOrigin: { id: 'register.noOrigin', defaultMessage: 'No origin', description: 'No ?origin= in the address (seed)' },
  originNotAllowed: {
    id: 'register.originNotAllowed',
    defaultMessage: 'This register is not allowed to use this page.',
    description: "The ?origin= is not one of the tenant's register origins",
  },
  noRegister: {
    id: 'register.noRegister',
    defaultMessage: 'The register did not say which register it is.',
    description: 'No ?register_id= in the address',
  },
  badAmount: {
    id: 'register.badAmount',
    defaultMessage: 'The sale total is missing or not an amount.',
    description: 'The ?amount= is missing or malformed',
  },
  noRegisterWindow: {
    id: 'register.noWindow',
    defaultMessage: 'Open this page from the register.',
    description: 'The page is neither framed nor opened by a register window',
  },
  waiting: {
    id: 'register.waiting',
    defaultMessage: 'Waiting for the sale from the register…',
    description: 'Before the register sent the sale data',
  },
  askAgain: {
    id: 'register.askAgain',
    defaultMessage: 'Ask the register again',
    description: 'Sends the request for the sale data again',
  },
  total: { id: 'register.total', defaultMessage: 'Sale total', description: 'Label of the sale total' },
  sale: { id: 'register.sale', defaultMessage: 'Sale {id}', description: 'The register sale id' },
  phoneNotSet: { id: 'register.phoneNotSet', defaultMessage: 'phone not set', description: 'seed' },
  customerPhone: {
    id: 'register.customerPhone',
    defaultMessage: "Customer's phone (with dial code)",
    description: 'Phone field when the register sent no customer',
  },
  lookUp: { id: 'register.lookUp', defaultMessage: 'Look up', description: 'Looks the customer up by phone' },
  userNotFound: { id: 'register.userNotFound', defaultMessage: 'User is not found!', description: 'seed' },
  notMember: {
    id: 'register.notMember',
    defaultMessage: 'User is not member of the Merchant!',
    description: 'seed',
  },
  newUserTitle: {
    id: 'register.newUser',
    defaultMessage: 'New user',
    description: 'Title of the New user alert (seed)',
  },
  newUserText: {
    id: 'register.newUserText',
    defaultMessage: 'Send {phone} a code to sign up and pay with rewards?',
    description: 'New user alert: the customer has no account; the code signs them up',
  },
  send: { id: 'register.send', defaultMessage: 'Send', description: 'New user alert button (seed)' },
  cancel: { id: 'register.cancel', defaultMessage: 'Cancel', description: 'New user alert button (seed)' },
  invite: { id: 'register.invite', defaultMessage: 'Invite by SMS', description: 'Sends a join link by SMS' },
  invited: {
    id: 'register.invited',
    defaultMessage: 'Invitation sent to {phone}',
    description: 'The join link went out; phone is masked',
  },
  sendCode: {
    id: 'register.sendCode',
    defaultMessage: 'Send code to the customer',
    description: "Sends the 6-digit code to the customer's phone",
  },
  customer: { id: 'register.customer', defaultMessage: 'Customer', description: 'Label of the customer found' },
  resend: { id: 'register.resend', defaultMessage: 'RESEND CODE', description: 'Resend after the countdown (seed)' },
  verify: { id: 'register.verify', defaultMessage: 'Verify', description: 'Confirms the code the customer told' },
  signedUp: {
    id: 'register.signedUp',
    defaultMessage: 'The customer is signed up and joined.',
    description: 'The code signed a new phone up',
  },
  pointsBalance: {
    id: 'register.pointsBalance',
    defaultMessage: 'Points {points} (worth {value})',
    description: "The customer's active points and their currency value",
  },
  creditBalance: {
    id: 'register.creditBalance',
    defaultMessage: 'Store credit {credit}',
    description: "The customer's store credit",
  },
  redeemLabel: { id: 'register.redeemLabel', defaultMessage: 'REDEEM:', description: 'Redeem form label (seed)' },
  redeemPoints: {
    id: 'register.redeemPoints',
    defaultMessage: 'Points to redeem',
    description: 'Field: points taken for the sale',
  },
  pointsValue: {
    id: 'register.pointsValue',
    defaultMessage: '= {value} (at most {max} points)',
    description: 'Currency value of the typed points and the most this sale can take',
  },
  useCredit: {
    id: 'register.useCredit',
    defaultMessage: 'Store credit to use',
    description: 'Field: store credit taken for the sale',
  },
  submit: { id: 'register.submit', defaultMessage: 'Submit', description: 'Redeem form button (seed)' },
  decline: { id: 'register.decline', defaultMessage: 'DECLINE', description: 'Tells the register: no payment (seed)' },
  errorTitle: { id: 'register.errorTitle', defaultMessage: 'Error', description: 'Title of the error alert (seed)' },
  accepted: {
    id: 'register.accepted',
    defaultMessage: 'Approved {approved} of {amount}. The register was told.',
    description: 'ACCEPT was sent to the register',
  },
  declined: {
    id: 'register.declined',
    defaultMessage: 'Declined. The register was told.',
    description: 'DECLINE was sent to the register',
  },
  redeemAmountZero: { id: 'register.rule.zero', defaultMessage: "Redeem amount can't be 0", description: 'seed' },
  redeemAmountWrong: { id: 'register.rule.wrong', defaultMessage: 'Redeem amount is wrong', description: 'seed' },
  moreThanTotal: { id: 'register.rule.moreThanTotal', defaultMessage: "Can't be more than total", description: 'seed' },
  loyaltyNotSufficient: {
    id: 'register.rule.notSufficient',
    defaultMessage: 'Loyalty balance is not sufficient',
    description: 'seed',
  },
  creditNotSufficient: {
    id: 'register.rule.creditNotSufficient',
    defaultMessage: 'Store credit is not sufficient',
    description: 'The credit twin of the seed’s Loyalty balance is not sufficient',
  },
});

export const registerMessages: Descriptors<typeof defined> = defined;
