import type { FastifyInstance } from 'fastify';
import {
  HOME_FEED_PAGE_SIZE,
  NEAR_ME_DEFAULT_RANGE_METRES,
  NEAR_ME_MAX_RANGE_METRES,
} from '../../../shared/constants/limits';
import { dataOf, errorResponses, idParam, listOf, pagingProps, str } from '../../lib/schemas';
import * as merchants from './service';
import { merchantDetailSchema, merchantSummarySchema } from './views';

const tags = ['merchants'];
const params = idParam('merchantId');
type P = { merchantId: string };
type Page = { offset: number; limit: number };
const query = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});
const followResponse = dataOf({
  type: 'object',
  properties: { _id: { type: 'string' }, isFollowed: { type: 'boolean' }, followedCount: { type: 'integer' } },
});

export async function merchantRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Page & { q?: string; categoryId?: string } }>('/merchants', {
    schema: {
      tags,
      summary: 'Home feed and search: merchants of this app, 10 per page',
      querystring: query({ ...pagingProps(HOME_FEED_PAGE_SIZE), q: str(100), categoryId: str(64) }),
      response: { 200: listOf(merchantSummarySchema), ...errorResponses },
    },
    handler: async (request) => merchants.listMerchants(request, request.query),
  });

  app.get<{ Querystring: Page & { q: string } }>('/merchants/search', {
    schema: {
      tags,
      summary: 'Merchants whose name or description contains q',
      querystring: query({ ...pagingProps(HOME_FEED_PAGE_SIZE), q: str(100, { minLength: 1 }) }, ['q']),
      response: { 200: listOf(merchantSummarySchema), ...errorResponses },
    },
    handler: async (request) => merchants.listMerchants(request, request.query),
  });

  app.get<{ Querystring: Page & { lat: number; lng: number; range: number; categoryId?: string; q?: string } }>(
    '/merchants/near',
    {
      schema: {
        tags,
        summary: 'Merchants with an outlet within range metres, nearest first (distance in metres)',
        querystring: query(
          {
            ...pagingProps(HOME_FEED_PAGE_SIZE),
            lat: { type: 'number', minimum: -90, maximum: 90 },
            lng: { type: 'number', minimum: -180, maximum: 180 },
            range: {
              type: 'number',
              minimum: 1,
              maximum: NEAR_ME_MAX_RANGE_METRES,
              default: NEAR_ME_DEFAULT_RANGE_METRES,
            },
            categoryId: str(64),
            q: str(100),
          },
          ['lat', 'lng'],
        ),
        response: { 200: listOf(merchantSummarySchema), ...errorResponses },
      },
      handler: async (request) => merchants.nearMe(request, request.query),
    },
  );

  app.get<{ Params: P }>('/merchants/:merchantId', {
    schema: {
      tags,
      summary: 'Merchant page: outlets, contact, hours, policies, joined and balances',
      params,
      response: { 200: dataOf(merchantDetailSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await merchants.merchantDetailFor(request, request.params.merchantId) }),
  });

  app.get<{ Params: P }>('/merchants/:merchantId/terms', {
    schema: {
      tags,
      summary: 'Merchant terms (termBody, HTML)',
      params,
      response: {
        200: dataOf({ type: 'object', properties: { _id: { type: 'string' }, termBody: { type: 'string' } } }),
        ...errorResponses,
      },
    },
    handler: async (request) => ({ data: await merchants.merchantTerms(request, request.params.merchantId) }),
  });

  for (const action of ['follow', 'unfollow'] as const) {
    app.post<{ Params: P }>(`/merchants/:merchantId/${action}`, {
      schema: {
        tags,
        summary: `${action} a merchant`,
        security: [{ bearer: [] }],
        params,
        response: { 200: followResponse, ...errorResponses },
      },
      handler: async (request) => ({
        data: await merchants.follow(request, request.params.merchantId, action === 'follow'),
      }),
    });
  }

  app.post<{ Params: P; Body: { isTermChecked: boolean; signupToken?: string } }>('/merchants/:merchantId/join', {
    schema: {
      tags,
      summary: 'Join a merchant (accept its terms; a sign-up token when the merchant requires one)',
      security: [{ bearer: [] }],
      params,
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['isTermChecked'],
        properties: { isTermChecked: { type: 'boolean' }, signupToken: str(64) },
      },
      response: { 200: dataOf(merchantDetailSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await merchants.join(request, request.params.merchantId, request.body) }),
  });
}
