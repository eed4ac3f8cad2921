import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { orderDayCounters, orders } from '../../db/schema';
import { useTestApp } from '../../test-support/build-test-app';
import { atOnce } from '../../test-support/concurrency';
import { ALPHA_FLAGSHIP, setOrderingClock, ubTuesday } from '../../test-support/ordering';

// An order's number for its outlet and day (seed 002 §4 'Order #N'): the counter is taken last in the placement's
// transaction, so these prove it stays unique and gap-free when many placements at one outlet run at once and some
// of them fail after their order was written (sold out).
const t = useTestApp();
const cartUrl = `/api/order/cart/${ALPHA_FLAGSHIP}`;
const DAY = '2026-12-01';
const price = { dine_in: '2.00', takeout: '2.00', delivery: '2.00' };
const call = (token: string, url: string, payload: object, headers?: Record<string, string>) =>
  t.call('alpha', { method: 'POST', url, payload, token, headers });

let phoneSeq = 0;
const newMember = async () => (await t.signUpMember('alpha', `+9768866${String(1000 + phoneSeq++)}`)).token;

/** A member who joined alpha with 5.00 of store credit: their placement pays 1.00 with it. */
const memberWithCredit = async () => (await t.joinedMember('alpha', { balances: { credit: '5' } })).token;

async function fixture(url: string, payload: object): Promise<string> {
  const res = await t.call('alpha', { method: 'POST', url: `/api/dev/ordering/${url}`, payload });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data._id as string;
}

/** A product of a fresh category, with `stock` units (untracked without). */
async function product(name: string, stock?: number): Promise<string> {
  const category = await fixture('categories', { name: { en_US: `${name} shelf` } });
  return fixture('products', { category, name: { en_US: name }, price, remaining_quantity: stock });
}

const lineOf = (productId: string) => ({
  product_uid: productId,
  quantity: 1,
  modifier_list: [],
  bundled_item_list: [],
});

const lastNumber = async () =>
  (
    await t.db.db
      .select({ n: orderDayCounters.lastNumber })
      .from(orderDayCounters)
      .where(and(eq(orderDayCounters.outletId, ALPHA_FLAGSHIP), eq(orderDayCounters.day, DAY)))
  )[0]?.n ?? 0;

beforeAll(() => setOrderingClock(t, 'alpha', ubTuesday('10:00')));

describe('the daily order number', () => {
  // Both ways an order is numbered: at its insert (nothing refers to it before) and after its store credit is paid.
  it('50 placements at one outlet at once, 10 of them sold out: 40 orders numbered one after another', async () => {
    const scarce = await product('Last muffins', 10);
    const plenty = await product('Filter coffee');
    const members: { token: string; productId: string; payments: object[] }[] = [];
    for (let i = 0; i < 50; i += 1) {
      const paysCredit = i % 5 === 2;
      const member = {
        token: paysCredit ? await memberWithCredit() : await newMember(),
        productId: i % 5 < 2 ? scarce : plenty,
        payments: paysCredit ? [{ type: 'storeValue', amount: '1.00' }] : [],
      };
      expect((await call(member.token, `${cartUrl}/items`, lineOf(member.productId))).statusCode).toBe(200);
      members.push(member);
    }
    const before = await lastNumber();
    const burst = await atOnce(
      members.map(
        ({ token, payments }) =>
          () =>
            call(token, `${cartUrl}/place`, { payments }, { 'idempotency-key': randomUUID() }),
      ),
    );
    // Sold out: 409 with order-system code 410 (seed 002 §8), before the order took a number.
    expect(burst.tally).toEqual({ 201: 40, '409 SOLD_OUT': 10 });
    const ids = burst.responses.filter((r) => r.statusCode === 201).map((r) => r.json().data._id as string);
    const placed = await t.db.db
      .select({ day: orders.orderDay, n: orders.dailyOrderNumber, name: orders.productName })
      .from(orders)
      .where(inArray(orders.id, ids));
    const numbers = placed.map((o) => o.n!).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => before + 1 + i));
    expect(await lastNumber()).toBe(before + 40);
    for (const order of placed) {
      expect(order.day).toBe(DAY);
      expect(order.name).toMatch(new RegExp(`^Order #${order.n} at `));
    }
  });
});
