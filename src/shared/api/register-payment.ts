/**
 * Paying at a point-of-sale register with loyalty balance (seed 001 §2 /vendpayment, §4, §5 register redeem, §7
 * getByVend / inviteBySMS / confirmCode / vendCheckout; issue 10). The register frames /vendpayment and names itself
 * with `x-registerId` (a register of a merchant of this app) and the sale's customer with `x-customerId` (the
 * customer's phone as the register knows it, with dial code). Money moves only for the customer who told the
 * cashier the 6-digit code sent to their phone: confirming it answers a short-lived register token bound to that
 * register, merchant and customer, which checkout requires. Checkout is idempotent per register and
 * `register_sale_id`: a replay answers the first approval; the same sale with other amounts is refused with 409.
 *
 * Amounts are exact decimal strings (src/shared/api/money.ts).
 */
import * as T from '@sinclair/typebox';
import { REGISTER_CODE_LENGTH } from '../rules/wallet-constants';
import { DataOf, DateTime, Phone, Str } from './common';
import { defineEndpoint } from './endpoint';
import { LoyaltyUnit } from './loyalty';
import { AmountInput, Decimal } from './money';
import { RegisterHeaders } from './wallet';

const tags = ['register-payment'];

const CustomerHeader = {
  'x-customerid': T.Optional(
    Str(64, { description: "x-customerId: the sale customer's phone with dial code; missing → 'phone not set'" }),
  ),
};
const RegisterTokenHeader = {
  'x-register-token': Str(128, { minLength: 16, description: 'The token POST /registers/codes/confirm answered' }),
};

export const RegisterCustomer = T.Object({
  name: T.String(),
  phone: T.String({ description: 'Masked, e.g. +976****01' }),
});

export const RegisterMerchant = T.Object({ _id: T.String(), name: T.String(), loyaltyProgramUnit: LoyaltyUnit });

export const lookupRegisterCustomer = defineEndpoint({
  method: 'GET',
  path: '/registers/customer',
  summary:
    "getByVend: the sale's customer at this register's merchant; 404 USER_NOT_FOUND 'User is not found!' (sign up by code), 404 NOT_MEMBER 'User is not member of the Merchant!' (invite by SMS), 400 'phone not set'",
  tags,
  auth: 'public',
  headers: T.Object({ ...RegisterHeaders.properties, ...CustomerHeader }),
  response: DataOf(T.Object({ customer: RegisterCustomer, merchant: RegisterMerchant })),
});

export const inviteRegisterCustomer = defineEndpoint({
  method: 'POST',
  path: '/registers/invitations',
  summary: "inviteBySMS: send the customer a link to join this register's merchant (or sign up) by SMS",
  tags,
  auth: 'public',
  headers: RegisterHeaders,
  body: T.Object({ phone: Phone }, { additionalProperties: false }),
  response: DataOf(T.Object({ sentTo: T.String({ description: 'Masked phone' }) })),
});

export const sendRegisterCode = defineEndpoint({
  method: 'POST',
  path: '/registers/codes',
  summary: `Send the customer a ${REGISTER_CODE_LENGTH}-digit code by SMS (also to a phone that is not a member yet: confirming signs them up and joins them); RESEND CODE after the countdown`,
  tags,
  auth: 'public',
  headers: RegisterHeaders,
  body: T.Object({ phone: Phone }, { additionalProperties: false }),
  response: DataOf(
    T.Object({
      sentTo: T.String({ description: 'Masked phone' }),
      expiresAt: DateTime,
      resendAt: DateTime,
    }),
  ),
  successStatus: 201,
});

export const RegisterBalances = T.Object({
  points: Decimal({ description: 'Active points' }),
  pointsCurrencyValue: Decimal(),
  storeCredit: Decimal(),
  storeCreditUsable: T.Boolean({ description: 'False when the merchant closed store credit' }),
});

export const confirmRegisterCode = defineEndpoint({
  method: 'POST',
  path: '/registers/codes/confirm',
  summary:
    'confirmCode: the customer told the cashier the code; answers a register token for checkout and the balances',
  tags,
  auth: 'public',
  headers: RegisterHeaders,
  body: T.Object(
    {
      phone: Phone,
      code: Str(REGISTER_CODE_LENGTH, {
        pattern: `^[0-9]{${REGISTER_CODE_LENGTH}}$`,
        description: `The ${REGISTER_CODE_LENGTH}-digit code`,
      }),
    },
    { additionalProperties: false },
  ),
  response: DataOf(
    T.Object({
      registerToken: T.String(),
      expiresAt: DateTime,
      signedUp: T.Boolean({ description: 'The phone had no account here: one was made and joined' }),
      customer: RegisterCustomer,
      merchant: RegisterMerchant,
      balances: RegisterBalances,
    }),
  ),
});

export const RegisterCheckout = T.Object({
  register_sale_id: T.String(),
  amount: Decimal({ description: 'The sale total it was checked against' }),
  approved_amount: Decimal({ description: 'What the balances pay: points’ currency value + store credit' }),
  redeemAmount: Decimal({ description: 'Points taken' }),
  storeValueAmount: Decimal({ description: 'Store credit taken' }),
  balances: RegisterBalances,
});
export type RegisterCheckout = T.Static<typeof RegisterCheckout>;

export const registerCheckout = defineEndpoint({
  method: 'POST',
  path: '/registers/checkout',
  summary:
    "vendCheckout: take points and/or store credit for a sale (rules: 'Redeem amount can't be 0', 'Redeem amount is wrong', 'Can't be more than total', 'Loyalty balance is not sufficient'); once per register_sale_id",
  tags,
  auth: 'public',
  headers: T.Object({ ...RegisterHeaders.properties, ...CustomerHeader, ...RegisterTokenHeader }),
  body: T.Object(
    {
      register_sale_id: Str(100, { minLength: 1 }),
      amount: AmountInput({ description: 'The sale total' }),
      // Loose strings on purpose: a malformed amount gets the register's own 'Redeem amount is wrong' (400).
      redeemAmount: Str(32, { description: 'Points to redeem as a decimal string ("0" for none)' }),
      storeValueAmount: Str(32, { description: 'Store credit to spend as a decimal string ("0" for none)' }),
    },
    { additionalProperties: false },
  ),
  response: DataOf(RegisterCheckout),
});
