import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectorFor } from '../discount-codes';
import { ShopUnavailable } from './connector';
import { shopifyConnector, shopifyTokenVariable, SHOPIFY_API_VERSION } from './shopify';

// A fake Shopify Admin API: it records every request and answers as Shopify's REST API does (recorded shapes).
interface Recorded {
  method: string;
  url: string;
  token: string | undefined;
  body: unknown;
}
let server: Server;
let origin: string;
let recorded: Recorded[] = [];
let failNext = false;

const readBody = (request: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text ? JSON.parse(text) : null));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    recorded.push({
      method: request.method!,
      url: request.url!,
      token: request.headers['x-shopify-access-token'] as string | undefined,
      body,
    });
    if (failNext) {
      failNext = false;
      response.writeHead(422, { 'content-type': 'application/json' }).end('{"errors":{"value":["is invalid"]}}');
      return;
    }
    const base = `/admin/api/${SHOPIFY_API_VERSION}`;
    if (request.method === 'POST' && request.url === `${base}/price_rules.json`) {
      response
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ price_rule: { id: 507328175, value_type: 'fixed_amount', value: '-15.0' } }));
    } else if (request.method === 'POST' && request.url === `${base}/price_rules/507328175/discount_codes.json`) {
      response
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ discount_code: { id: 1054381139, price_rule_id: 507328175, code: 'LVABC' } }));
    } else if (request.method === 'DELETE' && request.url === `${base}/price_rules/507328175.json`) {
      response.writeHead(204).end();
    } else {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":"Not Found"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  recorded = [];
});

const now = () => new Date('2026-11-24T10:00:00Z');

describe('shopifyConnector against a fake Admin API', () => {
  it('creates a fixed-amount, single-use price rule and its code, then voids it by deleting the rule', async () => {
    const shop = shopifyConnector({ origin, accessToken: 'shpat_test', now });
    const externalId = await shop.createCode({ code: 'LVABC', amount: '15.00', title: 'Gift card (LVABC)' });
    expect(externalId).toBe('507328175');
    expect(recorded.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST /admin/api/${SHOPIFY_API_VERSION}/price_rules.json`,
      `POST /admin/api/${SHOPIFY_API_VERSION}/price_rules/507328175/discount_codes.json`,
    ]);
    expect(recorded.every((r) => r.token === 'shpat_test')).toBe(true);
    expect(recorded[0].body).toMatchObject({
      price_rule: {
        value_type: 'fixed_amount',
        value: '-15.00',
        usage_limit: 1,
        target_selection: 'all',
        starts_at: '2026-11-24T10:00:00.000Z',
      },
    });
    expect(recorded[1].body).toEqual({ discount_code: { code: 'LVABC' } });
    await shop.voidCode({ code: 'LVABC', externalId });
    expect(recorded[2]).toMatchObject({
      method: 'DELETE',
      url: `/admin/api/${SHOPIFY_API_VERSION}/price_rules/507328175.json`,
    });
  });

  it('reports a refusal or an unreachable shop as ShopUnavailable', async () => {
    failNext = true;
    const shop = shopifyConnector({ origin, accessToken: 'shpat_test', now });
    await expect(shop.createCode({ code: 'X', amount: '1.00', title: 'X' })).rejects.toBeInstanceOf(ShopUnavailable);
    const down = shopifyConnector({ origin: 'http://127.0.0.1:1', accessToken: 't', now });
    await expect(down.createCode({ code: 'X', amount: '1.00', title: 'X' })).rejects.toBeInstanceOf(ShopUnavailable);
  });
});

describe('connectorFor', () => {
  const row = { merchantId: 'brew-lane', tenantId: 'brew-lane', ticket: 0, isClaimVoucherVerification: false };
  it('is the sandbox, Shopify only with a domain and the token variable, else none', () => {
    expect(shopifyTokenVariable('brew-lane')).toBe('LIVERY_BREW_LANE_SHOPIFY_TOKEN');
    expect(connectorFor({ ...row, shopConnector: 'sandbox', shopDomain: null })?.name).toBe('sandbox');
    const shopify = { ...row, shopConnector: 'shopify' as const, shopDomain: 'brew.myshopify.com' };
    expect(connectorFor(shopify, {})).toBeNull();
    expect(connectorFor(shopify, { LIVERY_BREW_LANE_SHOPIFY_TOKEN: 'shpat' })?.name).toBe('shopify');
    expect(connectorFor({ ...row, shopConnector: null, shopDomain: null })).toBeNull();
    expect(connectorFor(null)).toBeNull();
  });
});
