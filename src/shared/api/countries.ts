/** Countries and dial codes for the phone field (seed 000 §7 countries, country lookup by IP). */
import * as T from '@sinclair/typebox';
import { DataOf, Enum, Str } from './common';
import { defineEndpoint } from './endpoint';

const tags = ['countries'];

export const Country = T.Object({ code: T.String(), name: T.String(), dial_code: T.String() });
export type Country = T.Static<typeof Country>;

export const CountryByIp = T.Object({
  ...Country.properties,
  source: Enum(['ip', 'default'], {
    description: "ip: told from the address; default: the merchant's default country",
  }),
});
export type CountryByIp = T.Static<typeof CountryByIp>;

export const listCountries = defineEndpoint({
  method: 'GET',
  path: '/countries',
  summary: 'Countries with dial codes; q filters by name, code or dial code',
  tags,
  auth: 'public',
  query: T.Object({ q: T.Optional(Str(40)) }, { additionalProperties: false }),
  response: DataOf(T.Array(Country)),
});

export const countryByIp = defineEndpoint({
  method: 'GET',
  path: '/countries/by-ip',
  summary:
    "The caller's country by IP address (the phone field's default); private or unknown addresses give the merchant's default country",
  tags,
  auth: 'public',
  response: DataOf(CountryByIp),
});

export const getCountry = defineEndpoint({
  method: 'GET',
  path: '/countries/:code',
  summary: 'One country by ISO code',
  tags,
  auth: 'public',
  params: T.Object({ code: Str(2, { pattern: '^[A-Za-z]{2}$' }) }, { additionalProperties: false }),
  response: DataOf(Country),
});
