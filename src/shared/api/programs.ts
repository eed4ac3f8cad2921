/** Programs (seed 000 §2, §7 program lookup; seed 001 §2, §3, §7): a merchant's programs and one program's detail. */
import * as T from '@sinclair/typebox';
import { HOME_FEED_PAGE_SIZE } from '../constants/discovery';
import { GUEST_INELIGIBLE_PROGRAM_TYPES, PROGRAM_TYPES } from '../rules/programs';
import { DataOf, DateTime, Enum, Id, IdParams, ListOf, MerchantRef, Nullable, PagingQuery } from './common';
import { defineEndpoint } from './endpoint';
import { LoyaltyUnit } from './loyalty';

const tags = ['programs'];

export const ProgramType = Enum(PROGRAM_TYPES, { description: PROGRAM_TYPES.join(' | ') });

/** A program card (the programs of a kind, and Merchant.loyaltyPrograms[]): enough to list it and to open it. */
export const ProgramSummary = T.Object({
  _id: T.String(),
  merchantId: T.String(),
  type: ProgramType,
  name: T.String(),
  description: T.String(),
  image: Nullable(T.String()),
  /** Null: never expires. */
  expireDate: Nullable(DateTime),
  /** The tier whose holders the program is for, if any. */
  membership: Nullable(T.Object({ _id: T.String(), name: T.String() })),
  /** False for discount packages: a guest gets the sign-up prompt instead (seed 001 §6). */
  guestEligible: T.Boolean(),
});
export type ProgramSummary = T.Static<typeof ProgramSummary>;

export const ProgramDetail = T.Object({
  ...ProgramSummary.properties,
  /** Merchant-written HTML; the client sanitises it. */
  howItWorks: T.String(),
  howToEnjoySteps: T.Array(T.String()),
  /** What the program's kind needs to be shown (ProgramRule in src/server/db/schema/programs.ts), passed whole. */
  rule: T.Object({ kind: ProgramType }, { additionalProperties: true }),
  createdAt: DateTime,
  merchant: T.Object({ ...MerchantRef.properties, image: Nullable(T.String()), loyaltyProgramUnit: LoyaltyUnit }),
});
export type ProgramDetail = T.Static<typeof ProgramDetail>;

export const getProgram = defineEndpoint({
  method: 'GET',
  path: '/programs/:programId',
  summary: `One active program of this app (404 when missing, inactive or another tenant’s); guests get 403 GUEST_NOT_ELIGIBLE for ${GUEST_INELIGIBLE_PROGRAM_TYPES.join(', ')} programs`,
  tags,
  auth: 'optional',
  params: IdParams('programId'),
  response: DataOf(ProgramDetail),
});

export const listPrograms = defineEndpoint({
  method: 'GET',
  path: '/programs',
  summary: 'Active programs of a merchant, optionally of one kind, in the merchant’s order',
  tags,
  auth: 'public',
  query: T.Object(
    { ...PagingQuery(HOME_FEED_PAGE_SIZE), merchantId: Id(), type: T.Optional(ProgramType) },
    { additionalProperties: false },
  ),
  response: ListOf(ProgramSummary),
});
