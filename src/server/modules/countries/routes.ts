import type { FastifyInstance } from 'fastify';
import { COUNTRIES } from '../../../shared/constants/countries';
import { notFound } from '../../lib/app-error';
import { dataOf, errorResponses, str } from '../../lib/schemas';
import { countryByIp } from './by-ip';

const countrySchema = {
  type: 'object',
  properties: { code: { type: 'string' }, name: { type: 'string' }, dial_code: { type: 'string' } },
};
const tags = ['countries'];

export async function countryRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { q?: string } }>('/countries', {
    schema: {
      tags,
      summary: 'Countries with dial codes; q filters by name, code or dial code',
      querystring: { type: 'object', additionalProperties: false, properties: { q: str(40) } },
      response: { 200: dataOf({ type: 'array', items: countrySchema }), ...errorResponses },
    },
    handler: async (request) => {
      const q = request.query.q?.trim().toLowerCase();
      const data = q
        ? COUNTRIES.filter(
            (c) => c.name.toLowerCase().includes(q) || c.code.toLowerCase() === q || c.dial_code.includes(q),
          )
        : COUNTRIES;
      return { data };
    },
  });

  app.get('/countries/by-ip', {
    schema: {
      tags,
      summary:
        "The caller's country by IP address (the phone field's default); private or unknown addresses give the merchant's default country",
      response: {
        200: dataOf({
          type: 'object',
          properties: {
            ...countrySchema.properties,
            source: { type: 'string', enum: ['ip', 'default'] },
          },
        }),
        ...errorResponses,
      },
    },
    // request.ip is the socket's address, or X-Forwarded-For's client only when TRUST_PROXY=1 says a proxy sets it.
    handler: async (request) => ({ data: countryByIp(request.ip, request.tenant.defaultCountry) }),
  });

  app.get<{ Params: { code: string } }>('/countries/:code', {
    schema: {
      tags,
      summary: 'One country by ISO code',
      params: {
        type: 'object',
        additionalProperties: false,
        required: ['code'],
        properties: { code: str(2, { pattern: '^[A-Za-z]{2}$' }) },
      },
      response: { 200: dataOf(countrySchema), ...errorResponses },
    },
    handler: async (request) => {
      const country = COUNTRIES.find((c) => c.code === request.params.code.toUpperCase());
      if (!country) throw notFound(`Country ${request.params.code}`);
      return { data: country };
    },
  });
}
