import { and, eq } from 'drizzle-orm';
import { memberships, posReceipts, posTransactions } from '../../db/schema';
import { demoReceiptCodes } from '../../db/seed/seed-receipts';
import { useTestApp } from '../../test-support/build-test-app';

const t = useTestApp();
let alpha: string;
let bravo: string;
beforeAll(async () => {
  [alpha, bravo] = await Promise.all([t.demoToken('alpha'), t.demoToken('bravo')]);
});

// The demo receipts of alpha: 1–3 at alpha, 4–5 at alpha-m01, 6 at alpha-m02 (not joined by the demo member).
const seeded = demoReceiptCodes('alpha');

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
    const printed = { referenceId: seeded[0].referenceId, receiptNumber: 'A-001' };
    const res = await claim(printed);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ orderId: seeded[0].id, merchantId: 'alpha' });
    expect(data.pointsAwarded).toBeGreaterThan(0);
    expect(await balance('alpha', 'alpha')).toBe(before + data.pointsAwarded);
    expect(data.loyaltyBalance).toBe(before + data.pointsAwarded);
    // The purchase counts for My Rewards, and the Activity tab gets a posTransaction notification.
    const [purchase] = await t.db.db
      .select()
      .from(posTransactions)
      .where(eq(posTransactions.id, `receipt-${seeded[0].id}`));
    expect(purchase.merchantId).toBe('alpha');
    const activity = await t.call('alpha', { url: '/api/notifications?type=posTransaction&limit=1', token: alpha });
    expect(activity.json().data[0]).toMatchObject({ type: 'posTransaction', ref: seeded[0].id });

    const again = await claim(printed);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already claimed this receipt');
    expect(await balance('alpha', 'alpha')).toBe(before + data.pointsAwarded);
  });

  it('adds the points exactly once when the same receipt is claimed 50 times at once, by link and by paper', async () => {
    const receipt = await freshReceipt('alpha', { total: 42.9 });
    const before = await balance('alpha', 'alpha');
    const printed = { referenceId: receipt.referenceId, receiptNumber: receipt.receiptNumber };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => claim(i % 2 ? printed : { redeemId: receipt.redeemId })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect(receipt.points).toBe(42);
    expect(await balance('alpha', 'alpha')).toBe(before + 42);
    const purchases = await t.db.db
      .select()
      .from(posTransactions)
      .where(eq(posTransactions.id, `receipt-${receipt.redeemId}`));
    expect(purchases).toHaveLength(1);
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
    const bravoPrinted = demoReceiptCodes('bravo')[0];
    expect((await claim({ referenceId: bravoPrinted.referenceId, receiptNumber: 'A-001' })).statusCode).toBe(404);
    expect((await claim({ referenceId: 'nope', receiptNumber: 'nope' })).statusCode).toBe(404);
    // The bravo member can still claim it in bravo.
    expect((await claim({ redeemId: bravoReceipt.redeemId }, bravo, 'bravo')).statusCode).toBe(200);
  });

  it('refuses a receipt of a merchant the member has not joined, moving nothing', async () => {
    const res = await claim({ referenceId: seeded[5].referenceId, receiptNumber: 'A-006' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_JOINED', message: 'You need to join to merchant' });
    const preview = await t.call('alpha', { url: `/api/receipts/${seeded[5].id}/preview`, token: alpha });
    expect(preview.json().data).toMatchObject({ joined: false, claimed: false, merchant: { _id: 'alpha-m02' } });
  });

  it('refuses guests (403) and anonymous callers (401)', async () => {
    const guest = await t.call('alpha', { method: 'POST', url: '/api/auth/guest', payload: { phone: '+97688112299' } });
    const guestToken = guest.json().data.token as string;
    const res = await claim({ referenceId: seeded[1].referenceId, receiptNumber: 'A-002' }, guestToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('GUEST_NOT_ALLOWED');
    const anonymous = await t.call('alpha', {
      method: 'POST',
      url: '/api/receipts/claim',
      payload: { referenceId: seeded[1].referenceId },
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
    const extra = await claim({ referenceId: seeded[1].referenceId, points: 1000 });
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
    const other = (await t.signUpMember('alpha', phone)).token;
    expect((await t.call('alpha', { url: `/api/receipts/${receipt.redeemId}`, token: other })).statusCode).toBe(404);
    expect((await t.call('alpha', { url: `/api/receipts/${receipt.redeemId}` })).statusCode).toBe(401);
    // Unclaimed receipts are nobody's order yet.
    expect((await t.call('alpha', { url: `/api/receipts/${seeded[2].id}`, token: alpha })).statusCode).toBe(404);
  });
});

describe('a claim needs what only the printed receipt carries (issue 9: receipts claimed by guessing numbers)', () => {
  const notFoundBody = { statusCode: 404, code: 'NOT_FOUND', message: 'Receipt not found' };

  it('refuses the next receipt numbers alone with the form rule, alike for receipts that exist and those that do not', async () => {
    // A-002…A-006 exist unclaimed; A-099 and B-7 do not. The answers must not tell them apart.
    const answers = await Promise.all(
      ['A-002', 'A-003', 'A-006', 'A-099', 'B-7'].map((n) => claim({ receiptNumber: n })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'Please input reference id',
        field: 'referenceId',
      });
    }
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
  });

  it('answers a guessed reference or redeem id with the 404 of a receipt that does not exist, moving nothing', async () => {
    const target = seeded[2];
    const guesses = [
      { referenceId: 'A-REF-1003', receiptNumber: 'A-003' }, // the old sequential pattern, for a receipt that exists
      { referenceId: 'A-REF-1099', receiptNumber: 'A-099' }, // the same pattern, for none
      { referenceId: target.referenceId.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), receiptNumber: 'A-003' },
      { referenceId: seeded[1].referenceId, receiptNumber: 'A-003' }, // another receipt's reference
      { redeemId: 'alpha-rcpt-3' }, // the old sequential redeem id
      { redeemId: `${target.id.slice(0, -1)}x` },
    ];
    for (const guess of guesses) {
      const res = await claim(guess);
      expect({ guess, status: res.statusCode, body: res.json() }).toEqual({ guess, status: 404, body: notFoundBody });
    }
    const [row] = await t.db.db.select().from(posReceipts).where(eq(posReceipts.id, target.id));
    expect(row.claimedBy).toBeNull();
  });

  it('claims the real receipt by its printed reference id and number', async () => {
    const target = seeded[2];
    const res = await claim({ referenceId: target.referenceId, receiptNumber: target.orderNumber });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ orderId: target.id, merchantId: 'alpha' });
  });

  it('prints codes that do not follow from one another', async () => {
    const fresh = await Promise.all(Array.from({ length: 20 }, () => freshReceipt()));
    for (const receipt of fresh) {
      expect(receipt.referenceId).toMatch(/^A-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
      expect(receipt.redeemId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(fresh.map((r) => r.referenceId)).size).toBe(fresh.length);
    // The demo receipts: fixed per tenant, yet no two share their random part.
    const demo = [...seeded, ...demoReceiptCodes('bravo')];
    expect(new Set(demo.map((r) => r.referenceId.slice(-9))).size).toBe(demo.length);
    expect(new Set(demo.map((r) => r.id.slice(-8))).size).toBe(demo.length);
  });
});
