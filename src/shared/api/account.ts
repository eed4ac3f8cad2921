/**
 * Account extras of seed 000 §2: dietary preferences (options, read, save), saved addresses, and biometric setup
 * (/webAuth: WebAuthn registration and the isVerifyBiometric switch).
 */
import * as T from '@sinclair/typebox';
import { PREFERENCE_OPTIONS, PREFERENCE_TYPES } from '../constants/preferences';
import { DataOf, DateTime, Enum, IdParams, Ok, Str } from './common';
import { defineEndpoint } from './endpoint';
import { CreationOptions, RegistrationResponse } from './webauthn';

const tags = ['account'];

/** A member keeps a short list; more than this is almost certainly a script, not a person. */
export const MAX_ADDRESSES = 20;

/**
 * One option id of a type: the schema refuses any other, naming the allowed ones. Typed as a plain string, because
 * the sheet shows whatever GET /preferences/options lists and saved documents may predate a change of the lists.
 */
const Option = (values: readonly string[]) => T.Unsafe<string>({ type: 'string', enum: [...values] });
const Choices = (values: readonly string[]) => T.Array(Option(values), { uniqueItems: true, maxItems: values.length });
const OneOrNone = (values: readonly string[]) =>
  T.Unsafe<string | null>({ type: ['string', 'null'], enum: [...values, null] });

/** The whole preferences document: read and saved as one. */
export const Preferences = T.Object(
  {
    preferences: T.Object(
      {
        like: Choices(PREFERENCE_OPTIONS.like),
        dislike: Choices(PREFERENCE_OPTIONS.dislike),
        dietary: Choices(PREFERENCE_OPTIONS.dietary),
        allergic: Choices(PREFERENCE_OPTIONS.allergic),
      },
      { additionalProperties: false },
    ),
    consent: T.Boolean(),
    demographic: T.Object(
      { race: OneOrNone(PREFERENCE_OPTIONS.race), citizenship: OneOrNone(PREFERENCE_OPTIONS.citizenship) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type Preferences = T.Static<typeof Preferences>;

export const PreferenceType = Enum(PREFERENCE_TYPES);

export const listPreferenceOptions = defineEndpoint({
  method: 'GET',
  path: '/preferences/options',
  summary: 'Preference options of one type (like, dislike, allergic, citizenship, race, dietary)',
  tags,
  auth: 'public',
  query: T.Object({ type: PreferenceType }, { additionalProperties: false }),
  response: DataOf(T.Array(T.String())),
});

export const getPreferences = defineEndpoint({
  method: 'GET',
  path: '/me/preferences',
  summary: "The member's dietary preferences, consent and demographic (empty until saved)",
  tags,
  auth: 'member',
  response: DataOf(Preferences),
});

export const savePreferences = defineEndpoint({
  method: 'PUT',
  path: '/me/preferences',
  summary: 'Save the dietary preferences, consent and demographic (whole document)',
  tags,
  auth: 'member',
  body: Preferences,
  response: DataOf(Preferences),
});

export const Address = T.Object({
  _id: T.String(),
  label: T.String(),
  street: T.String(),
  unit: T.String(),
  city: T.String(),
  postalCode: T.String(),
  createdAt: DateTime,
});
export type Address = T.Static<typeof Address>;

export const AddressInput = T.Object(
  {
    label: Str(40, { minLength: 1 }),
    street: Str(200, { minLength: 3 }),
    unit: T.Optional(Str(40)),
    city: T.Optional(Str(80)),
    postalCode: T.Optional(Str(16, { pattern: '^[A-Za-z0-9 -]*$' })),
  },
  { additionalProperties: false },
);
export type AddressInput = T.Static<typeof AddressInput>;

export const listAddresses = defineEndpoint({
  method: 'GET',
  path: '/me/addresses',
  summary: "The member's addresses, oldest first",
  tags,
  auth: 'member',
  response: DataOf(T.Array(Address)),
});

export const addAddress = defineEndpoint({
  method: 'POST',
  path: '/me/addresses',
  summary: `Add an address (at most ${MAX_ADDRESSES})`,
  tags,
  auth: 'member',
  body: AddressInput,
  response: DataOf(Address),
});

export const removeAddress = defineEndpoint({
  method: 'DELETE',
  path: '/me/addresses/:addressId',
  summary: 'Remove one of the member’s addresses',
  tags,
  auth: 'member',
  params: IdParams('addressId'),
  response: Ok,
});

/** A credential is registered, and biometric verification is switched on (only possible with one). */
export const BiometricState = T.Object({ registered: T.Boolean(), isVerifyBiometric: T.Boolean() });
export type BiometricState = T.Static<typeof BiometricState>;

export const getBiometric = defineEndpoint({
  method: 'GET',
  path: '/me/biometric',
  summary: 'Whether a credential is registered and biometric verification is on',
  tags,
  auth: 'member',
  response: DataOf(BiometricState),
});

export const setBiometric = defineEndpoint({
  method: 'PUT',
  path: '/me/biometric',
  summary: 'Switch biometric verification on or off (on needs a registered credential)',
  tags,
  auth: 'member',
  body: T.Object({ isVerifyBiometric: T.Boolean() }, { additionalProperties: false }),
  response: DataOf(BiometricState),
});

export const getRegistrationOptions = defineEndpoint({
  method: 'POST',
  path: '/me/webauthn/registration-options',
  summary: 'Creation options for navigator.credentials.create (needs a verified e-mail or phone)',
  tags,
  auth: 'member',
  response: DataOf(CreationOptions),
});

export const registerCredential = defineEndpoint({
  method: 'POST',
  path: '/me/webauthn/registration',
  summary:
    'Verify the new credential (startRegistration() result), store its public key and switch biometric verification on',
  tags,
  auth: 'member',
  body: RegistrationResponse,
  response: DataOf(BiometricState),
});

export const resetCredentials = defineEndpoint({
  method: 'DELETE',
  path: '/me/webauthn',
  summary: 'Reset identity: forget every registered credential and switch verification off',
  tags,
  auth: 'member',
  response: DataOf(BiometricState),
});
