/**
 * The delivery sheet's endpoints (seed 002 §7): address search and the account e-mail. Apart from the cart's
 * endpoints so that the browser loads them with the sheet; ordering-cart.ts re-exports them.
 */
import * as T from '@sinclair/typebox';
import { DataOf, Email, Enum, Nullable, Ok, Str } from './common';
import { defineEndpoint } from './endpoint';
import { tags } from './ordering-cart-model';

/** Address search (seed 002 §7): by text, or by 'lat,long' with type coordinate. */
export const AddressSuggestion = T.Object({
  address: T.String(),
  buildingName: Nullable(T.String()),
  blockNo: Nullable(T.String()),
  street1: Nullable(T.String()),
  postalCode: Nullable(T.String()),
  city: Nullable(T.String()),
  country: Nullable(T.String()),
  coordinates: T.Object({ latitude: T.Number(), longitude: T.Number() }),
});

export const searchAddresses = defineEndpoint({
  method: 'GET',
  path: '/order/addresses/search',
  summary: "Addresses matching a text or a 'lat,long' (type coordinate), from the configured geocoder",
  tags,
  auth: 'member-or-guest',
  query: T.Object(
    { q: Str(200, { minLength: 1 }), type: T.Optional(Enum(['text', 'coordinate'] as const)) },
    { additionalProperties: false },
  ),
  response: DataOf(T.Array(AddressSuggestion)),
});

export const updateAccountEmail = defineEndpoint({
  method: 'PUT',
  path: '/order/account-email',
  summary: "The delivery form's Update email: set the account e-mail to the delivery e-mail",
  tags,
  auth: 'member',
  body: T.Object({ email: Email }, { additionalProperties: false }),
  response: Ok,
});
