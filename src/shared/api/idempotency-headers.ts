/**
 * The Idempotency-Key header of the money-moving POSTs, in a module of its own: the cart's place-order endpoint needs
 * it, and importing it from ./wallet.ts put the wallet's schemas on the menu's and cart's first load (issue 14).
 */
import * as T from '@sinclair/typebox';
import { Str } from './common';

/**
 * The header every money-moving POST requires: a fresh random key per user action (a UUID), reused only to retry
 * that same action. Stored per tenant, user and key.
 */
export const IdempotencyHeaders = T.Object({
  'idempotency-key': Str(128, {
    minLength: 8,
    pattern: '^[A-Za-z0-9_.:-]+$',
    description: 'Idempotency-Key: one random key (e.g. a UUID) per action; a retry sends the same key and body',
  }),
});
