import { and, eq } from 'drizzle-orm';
import { memberships, posTransactions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';

let t: TestApp;
let alpha: string;
let bravo: string;
beforeAll(async () => {
  t = await buildTestApp();
  [alpha, bravo] = await Promise.all([t.demoToken('alpha'), t.demoToken('bravo')]);
}, 60_000);
afterAll(() => t.close());

const claim = (payload: object, token: string | undefined = alpha, tenant = 'alpha') =>
  t.call(tenant, { method: 'POST', url: '/api/receipts/claim', payload, token });

async function balance(tenantId: string, merchantId: string) {
  const [row] = await t.db.db
    .select({ b: memberships.loyaltyBalance })
    .from(memberships)
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.userId, `${tenantId}-demo-member`),
        eq(memberships.merchantId, merchantId),
      ),
    );
  return Number(row.b);
}

async function freshReceipt(tenant = 'alpha', body: object = {}) {
  const res = await t.call(tenant, { method: 'POST', url: '/api/dev/receipts', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    redeemId: string;
    referenceId: string;
    receiptNumber: string;
    points: number;
    qrJson: string;
  };
}

describe('POST /api/receipts/claim', () => {
  it('claims a seeded receipt by reference id and receipt number, adds its points once, and records it', async () => {
    const before = await balance('alpha', 'alpha');
    const res = await claim({ referenceId: 'A-REF-1001', receiptNumber: 'A-001' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ orderId: 'alpha-rcpt-1', merchantId: 'alpha' });
    expect(data.pointsAwarded).toBeGreaterThan(0);
    expect(await balance('alpha', 'alpha')).toBe(before + data.pointsAwarded);
    expect(data.loyaltyBalance).toBe(before + data.pointsAwarded);
    // The purchase counts for My Rewards, and the Activity tab gets a posTransaction notification.
    const [purchase] = await t.db.db
      .select()
      .from(posTransactions)
      .where(eq(posTransactions.id, 'receipt-alpha-rcpt-1'));
    expect(purchase.merchantId).toBe('alpha');
    const activity = await t.call('alpha', { url: '/api/notifications?type=posTransaction&limit=1', token: alpha });
    expect(activity.json().data[0]).toMatchObject({ type: 'posTransaction', ref: 'alpha-rcpt-1' });

    const again = await claim({ referenceId: 'A-REF-1001', receiptNumber: 'A-001' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already claimed this receipt');
    expect(await balance('alpha', 'alpha')).toBe(before + data.pointsAwarded);
  });

  it('adds the points exactly once when the same receipt is claimed concurrently', async () => {
    const receipt = await freshReceipt('alpha', { total: 42.9 });
    const before = await balance('alpha', 'alpha');
    const results = await Promise.all(Array.from({ length: 8 }, () => claim({ redeemId: receipt.redeemId })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(receipt.points).toBe(42);
    expect(await balance('alpha', 'alpha')).toBe(before + 42);
  });

  it('claims by the QR fields alone (reference id only) and by redeem id', async () => {
    const a = await freshReceipt();
    expect(JSON.parse(a.qrJson)).toEqual({ x: a.referenceId, y: a.receiptNumber });
    expect((await claim({ referenceId: a.referenceId })).statusCode).toBe(200);
    const b = await freshReceipt();
    expect((await claim({ redeemId: b.redeemId })).json().data.orderId).toBe(b.redeemId);
  });

  it("answers 404 for another tenant's receipt and for unknown ones", async () => {
    const bravoReceipt = await freshReceipt('bravo');
    const cross = await claim({ redeemId: bravoReceipt.redeemId });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe('Receipt not found');
    expect((await claim({ referenceId: 'B-REF-1001', receiptNumber: 'A-001' })).statusCode).toBe(404);
    expect((await claim({ referenceId: 'nope', receiptNumber: 'nope' })).statusCode).toBe(404);
    // The bravo member can still claim it in bravo.
    expect((await claim({ redeemId: bravoReceipt.redeemId }, bravo, 'bravo')).statusCode).toBe(200);
  });

  it('refuses a receipt of a merchant the member has not joined, moving nothing', async () => {
    const res = await claim({ referenceId: 'A-REF-1006', receiptNumber: 'A-006' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_JOINED', message: 'You need to join to merchant' });
    const preview = await t.call('alpha', { url: '/api/receipts/alpha-rcpt-6/preview', token: alpha });
    expect(preview.json().data).toMatchObject({ joined: false, claimed: false, merchant: { _id: 'alpha-m02' } });
  });

  it('refuses guests (403) and anonymous callers (401)', async () => {
    const guest = await t.call('alpha', { method: 'POST', url: '/api/auth/guest', payload: { phone: '+97688112299' } });
    const guestToken = guest.json().data.token as string;
    const res = await claim({ referenceId: 'A-REF-1002', receiptNumber: 'A-002' }, guestToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('GUEST_NOT_ALLOWED');
    const anonymous = await t.call('alpha', {
      method: 'POST',
      url: '/api/receipts/claim',
      payload: { referenceId: 'A-REF-1002' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('validates the body and names the field', async () => {
    const empty = await claim({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'receiptNumber', message: 'Please fill receipt info' });
    const blank = await claim({ referenceId: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('referenceId');
    const both = await claim({ redeemId: 'x', referenceId: 'y' });
    expect(both.json()).toMatchObject({ statusCode: 400, field: 'redeemId' });
    const extra = await claim({ referenceId: 'A-REF-1002', points: 1000 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/points|allowed/);
    const long = await claim({ receiptNumber: 'x'.repeat(65) });
    expect(long.json()).toMatchObject({ statusCode: 400, field: 'receiptNumber' });
  });
});

describe('GET /api/receipts/:orderId and /api/receipts/by-reference/:referenceId', () => {
  it('shows a claimed receipt to its owner only', async () => {
    const receipt = await freshReceipt('alpha', { total: 19.99 });
    await claim({ redeemId: receipt.redeemId });
    const own = await t.call('alpha', { url: `/api/receipts/${receipt.redeemId}`, token: alpha });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      _id: receipt.redeemId,
      totalAmount: 19.99,
      points: 19,
      merchant: { _id: 'alpha' },
      referenceId: receipt.referenceId,
    });
    const byRef = await t.call('alpha', { url: `/api/receipts/by-reference/${receipt.referenceId}`, token: alpha });
    expect(byRef.json().data._id).toBe(receipt.redeemId);

    const phone = '+97688001177';
    await t.call('alpha', { method: 'POST', url: '/api/auth/code', payload: { phone } });
    const signup = await t.call('alpha', {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { phone, code: await t.lastCode('alpha', phone) },
    });
    const other = signup.json().data.token as string;
    expect((await t.call('alpha', { url: `/api/receipts/${receipt.redeemId}`, token: other })).statusCode).toBe(404);
    expect((await t.call('alpha', { url: `/api/receipts/${receipt.redeemId}` })).statusCode).toBe(401);
    // Unclaimed receipts are nobody's order yet.
    expect((await t.call('alpha', { url: '/api/receipts/alpha-rcpt-3', token: alpha })).statusCode).toBe(404);
  });
});
