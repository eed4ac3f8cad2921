/**
 * Cashback and discount programs (seed 001 §2 screen 13 /cashback/{id}, §3 Discount or cashback program and
 * Cashback history): the program with its rule and condition, and the member's cashback history.
 */
import * as T from '@sinclair/typebox';
import { CASHBACK_HISTORY_PAGE_SIZE } from '../constants/loyalty';
import { DataOf, DateTime, Enum, IdParams, ListOf, MerchantRef, Nullable, PagingQuery } from './common';
import { defineEndpoint } from './endpoint';
import { Decimal } from './money';

const tags = ['cashback'];

export const DiscountCashback = T.Object({
  ruleType: Enum(['amount', 'percent', 'product'] as const),
  amount: T.Number({ description: 'ruleType amount: the fixed cashback or discount' }),
  percent: T.Number({ description: 'ruleType percent: 0..100' }),
  expiryDate: Nullable(DateTime),
  channels: T.Array(T.String()),
  discountType: Enum(['discount', 'cashback'] as const),
});

export const CashbackProgram = T.Object({
  _id: T.String(),
  type: Enum(['cashback', 'discount', 'package'] as const),
  name: T.String(),
  image: Nullable(T.String()),
  description: T.String(),
  /** Merchant-written HTML; the client sanitises it. */
  howItWorks: T.String(),
  merchant: MerchantRef,
  membership: Nullable(T.Object({ _id: T.String(), name: T.String() })),
  minAmount: T.Number({ description: 'Smallest purchase that qualifies (0: any)' }),
  maxAmount: T.Number({ description: 'Largest purchase that qualifies (0: no limit)' }),
  discountCashback: DiscountCashback,
});
export type CashbackProgram = T.Static<typeof CashbackProgram>;

export const CashbackHistoryItem = T.Object({
  _id: T.String(),
  posAmount: Decimal({ description: 'The purchase total' }),
  cashbackAmount: Decimal({ description: 'Store credit received' }),
  createdAt: DateTime,
  cashback: T.String({ description: 'The cashback program id' }),
});
export type CashbackHistoryItem = T.Static<typeof CashbackHistoryItem>;

export const CASHBACK_SORTS = ['-createdAt', 'createdAt'] as const;
export type CashbackSort = (typeof CASHBACK_SORTS)[number];

export const getCashbackProgram = defineEndpoint({
  method: 'GET',
  path: '/cashback/:programId',
  summary:
    'A cashback, discount or package program of this app with its rule and condition (404 otherwise); guests get 403 GUEST_NOT_ELIGIBLE',
  tags,
  auth: 'optional',
  params: IdParams('programId'),
  response: DataOf(CashbackProgram),
});

export const listCashbackHistory = defineEndpoint({
  method: 'GET',
  path: '/cashback/:programId/history',
  summary: 'Your cashback from this program, by createdAt descending (-createdAt, the default) or ascending',
  tags,
  auth: 'member',
  params: IdParams('programId'),
  query: T.Object(
    {
      ...PagingQuery(CASHBACK_HISTORY_PAGE_SIZE),
      sortBy: T.Optional(Enum(CASHBACK_SORTS, { default: '-createdAt' })),
    },
    { additionalProperties: false },
  ),
  response: ListOf(CashbackHistoryItem),
});
