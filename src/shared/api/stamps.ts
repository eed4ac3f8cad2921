/**
 * Stamp programs and a member's stamp cards (seed 001 §2 screen 12 /stamps/{id} and /stamps/{program_id}/my/{id},
 * §3 Stamp program and Stamp challenge, §4 Stamp), and the register's "stamp a card" (issue 13).
 */
import * as T from '@sinclair/typebox';
import { DataOf, DateTime, Id, IdParams, MerchantRef, Nullable, Phone } from './common';
import { defineEndpoint } from './endpoint';
import { IdempotencyHeaders, RegisterHeaders } from './wallet';

const tags = ['stamps'];

export const StampChallenge = T.Object({
  level: T.Integer({ minimum: 1 }),
  description: T.String(),
  hasGift: T.Boolean(),
});

/** A collected stamp (seed 001 §3 stamps[]): the step it filled and, for a gift step, whether the gift was used. */
export const CollectedStamp = T.Object({
  _id: T.String(),
  challengeLevel: T.Integer({ minimum: 1 }),
  hasGift: T.Boolean(),
  isUsed: T.Boolean({ description: 'A gift step: the counter has handed the gift over' }),
  createdAt: DateTime,
});

export const StampCard = T.Object({
  _id: T.String(),
  programId: T.String(),
  merchantId: T.String(),
  name: T.String({ description: 'The program name, whole; screens cut it to 30 characters' }),
  image: Nullable(T.String()),
  collected: T.Integer({ minimum: 0 }),
  total: T.Integer({ minimum: 1 }),
  isFilled: T.Boolean({ description: "Every step stamped: listed under 'Filled stamps'" }),
  expireDate: Nullable(DateTime),
  createdAt: DateTime,
  filledAt: Nullable(DateTime),
  stamps: T.Array(CollectedStamp),
});
export type StampCard = T.Static<typeof StampCard>;

export const StampProgram = T.Object({
  _id: T.String(),
  name: T.String(),
  image: Nullable(T.String()),
  description: T.String(),
  /** Merchant-written HTML; the client sanitises it. */
  howItWorks: T.String(),
  expireDate: Nullable(DateTime),
  challenges: T.Array(StampChallenge),
  minAmount: T.Number({ description: 'Smallest purchase that earns a stamp (0: any)' }),
  merchant: MerchantRef,
});
export type StampProgram = T.Static<typeof StampProgram>;

export const getStampProgram = defineEndpoint({
  method: 'GET',
  path: '/stamps/programs/:programId',
  summary:
    'A stamp program of this app and, for a signed-in member, their cards of it (open first, then filled, newest first); 404 when it is not an active stamp program',
  tags,
  auth: 'optional',
  params: IdParams('programId'),
  response: DataOf(T.Object({ program: StampProgram, cards: T.Array(StampCard) })),
});

export const getStampCard = defineEndpoint({
  method: 'GET',
  path: '/stamps/programs/:programId/cards/:cardId',
  summary: 'One of your stamp cards of the program (404 for anyone else’s)',
  tags,
  auth: 'member',
  params: IdParams('programId', 'cardId'),
  response: DataOf(T.Object({ program: StampProgram, card: StampCard })),
});

export const listMyStampCards = defineEndpoint({
  method: 'GET',
  path: '/stamps/merchants/:merchantId/cards',
  summary: 'Your stamp cards at a merchant (the rewards area Stamp tab): open cards first, then filled, newest first',
  tags,
  auth: 'member',
  params: IdParams('merchantId'),
  response: DataOf(T.Array(StampCard)),
});

export const StampAdded = T.Object({
  card: StampCard,
  level: T.Integer({ minimum: 1 }),
  filled: T.Boolean(),
});

export const stampAtRegister = defineEndpoint({
  method: 'POST',
  path: '/registers/stamps',
  summary:
    "Stamp a card: the register's merchant gives the member with this phone one stamp on the program's card (a new card after a full one); idempotent per register and key",
  tags,
  auth: 'public',
  headers: T.Composite([RegisterHeaders, IdempotencyHeaders]),
  body: T.Object({ phone: Phone, programId: Id() }, { additionalProperties: false }),
  response: DataOf(StampAdded),
  successStatus: 201,
});

export const useStampGift = defineEndpoint({
  method: 'POST',
  path: '/registers/stamps/:stampId/gift',
  summary: 'The counter hands over the gift of a stamped gift step: marked used once (409 when already used)',
  tags,
  auth: 'public',
  headers: RegisterHeaders,
  params: IdParams('stampId'),
  response: DataOf(CollectedStamp),
});
