import { str } from '../../lib/schemas';
import { PREFERENCE_OPTIONS } from './preference-options';

export const tags = ['account'];
export const security = [{ bearer: [] }];

export const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

/** A list of distinct option ids of one type: anything else is refused naming the allowed values. */
const choices = (type: keyof typeof PREFERENCE_OPTIONS) => ({
  type: 'array',
  uniqueItems: true,
  maxItems: PREFERENCE_OPTIONS[type].length,
  items: { type: 'string', enum: [...PREFERENCE_OPTIONS[type]] },
});
const oneOf = (type: keyof typeof PREFERENCE_OPTIONS) => ({
  type: ['string', 'null'],
  enum: [...PREFERENCE_OPTIONS[type], null],
});

export const preferencesSchema = obj(
  {
    preferences: obj(
      {
        like: choices('like'),
        dislike: choices('dislike'),
        dietary: choices('dietary'),
        allergic: choices('allergic'),
      },
      ['like', 'dislike', 'dietary', 'allergic'],
    ),
    consent: { type: 'boolean' },
    demographic: obj({ race: oneOf('race'), citizenship: oneOf('citizenship') }, ['race', 'citizenship']),
  },
  ['preferences', 'consent', 'demographic'],
);

export const addressInputSchema = obj(
  {
    label: str(40, { minLength: 1 }),
    street: str(200, { minLength: 3 }),
    unit: str(40),
    city: str(80),
    postalCode: str(16, { pattern: '^[A-Za-z0-9 -]*$' }),
  },
  ['label', 'street'],
);

export const addressSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    label: { type: 'string' },
    street: { type: 'string' },
    unit: { type: 'string' },
    city: { type: 'string' },
    postalCode: { type: 'string' },
    createdAt: { type: 'string' },
  },
};

export const biometricSchema = {
  type: 'object',
  properties: { registered: { type: 'boolean' }, isVerifyBiometric: { type: 'boolean' } },
};
