import type { FastifyInstance } from 'fastify';
import { COUNTRIES } from '../../../shared/constants/countries';
import { notFound } from '../../lib/app-error';
import { dataOf, errorResponses, str } from '../../lib/schemas';

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
