/**
 * The merchant endpoints the join flow (seed 000 §4) calls: the merchant's joined state, its terms, and join.
 * They belong to the merchants area, whose full schemas (src/shared/api/merchants.ts) are written in parallel and
 * register the server routes; these definitions name only what the join flow reads, so the client is typed against
 * the same paths until both merge into the one merchants file.
 */
import * as T from '@sinclair/typebox';
import { DataOf, IdParams, Str } from './common';
import { defineEndpoint } from './endpoint';

const tags = ['merchants'];
const params = IdParams('merchantId');

/** The part of the merchant page the join flow reads: has the caller joined? */
const MerchantJoinState = T.Object({ _id: T.String(), joined: T.Boolean() });

export const getMerchantJoinState = defineEndpoint({
  method: 'GET',
  path: '/merchants/:merchantId',
  summary: 'Merchant page: outlets, contact, hours, policies, joined and balances',
  tags,
  auth: 'optional',
  params,
  response: DataOf(MerchantJoinState),
});

export const getMerchantTerms = defineEndpoint({
  method: 'GET',
  path: '/merchants/:merchantId/terms',
  summary: 'Merchant terms (termBody, HTML)',
  tags,
  auth: 'public',
  params,
  response: DataOf(T.Object({ _id: T.String(), termBody: T.String() })),
});

export const joinMerchant = defineEndpoint({
  method: 'POST',
  path: '/merchants/:merchantId/join',
  summary: 'Join a merchant (accept its terms; a sign-up token when the merchant requires one)',
  tags,
  auth: 'member',
  params,
  body: T.Object({ isTermChecked: T.Boolean(), signupToken: T.Optional(Str(64)) }, { additionalProperties: false }),
  response: DataOf(MerchantJoinState),
});
