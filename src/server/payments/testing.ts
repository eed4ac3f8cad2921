/**
 * What the payments tests share: the sandbox in its hosted mode (the payer decides on its page, or the test settles)
 * and a store-credit order of the demo member waiting for its payment — a real order paid through the gateway.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema';
import type { TestApp } from '../test-support/build-test-app';
import { SandboxProvider, type SandboxOptions } from './sandbox';
import { sandboxWebhookSecret } from './sandbox-signature';

export const hostedSandbox = (options: Partial<SandboxOptions> = {}) =>
  new SandboxProvider({ secret: sandboxWebhookSecret('test'), ...options });

/** The seeded $50 → 55 credit product of alpha's first outlet, bought by `token`'s member: the order and attempt. */
export async function pendingStoreCreditOrder(t: TestApp, token: string) {
  const res = await t.call('alpha', {
    method: 'POST',
    url: '/api/wallet/merchants/alpha/store-credit-purchases',
    token,
    headers: { 'idempotency-key': randomUUID() },
    payload: { productId: 'alpha-o1-credit-2', outletId: 'alpha-o1' },
  });
  if (res.statusCode !== 201) throw new Error(`buying store credit failed: ${res.body}`);
  const orderId = res.json().data._id as string;
  const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { orderId, payment, checkout: payment.redirectUrl, answer: res.json().data };
}
