import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../shared/constants/ordering';
import type { Tx } from '../../db/client';
import { orderLines, orders, outlets } from '../../db/schema';
import { newId } from '../../lib/ids';
import { useTestApp } from '../../test-support/build-test-app';
import { ALPHA_FLAGSHIP, alphaProduct, simpleLine } from '../../test-support/ordering';
import { insertLine, linesOf, lockedCart } from '../carts/repository';
import * as repo from './repository';

// Placement's statements are built once with placeholders (issue 14), no longer by drizzle's insert on each request:
// these check that an order and its lines are stored exactly as drizzle's own insert stored them (each row's text, so
// a SQL NULL is told from a jsonb null and every default shows), and answered as its `.returning()` answered.
const t = useTestApp();
const DAY = '2026-12-01';
const AT = new Date('2026-12-01T02:03:04.567Z');
/** An outlet name SQL and JSON would both have to escape. */
const OUTLET_NAME = `Flagship "Café" — Smith's`;

let place: { tenantId: string; merchantId: string; userId: string };
beforeAll(async () => {
  const [outlet] = await t.db.db.select().from(outlets).where(eq(outlets.id, ALPHA_FLAGSHIP));
  const { user } = await t.signUpMember('alpha', '+97688771000');
  place = { tenantId: outlet.tenantId, merchantId: outlet.merchantId, userId: user._id };
});

const money = (amount: string) => ({
  total_price: amount,
  discount: '0.00',
  service_charge: '0.50',
  tax: [{ display_name: 'GST 9%', tax_amount: '0.45', isInclusive: false }],
  delivery_fee: '0.00',
  final_price: amount,
});

/** An order as placement writes it: `paid` sets every nullable column, otherwise each is null. */
function orderOf(paid: boolean): repo.UnnumberedOrder {
  return {
    id: newId(),
    ...place,
    kind: 'menu',
    status: paid ? 'paid' : 'pending_payment',
    outletId: ALPHA_FLAGSHIP,
    quantity: 5,
    payAmount: paid ? '0.00' : '12.50',
    creditAmount: '0.00',
    createdAt: AT,
    paidAt: paid ? AT : null,
    orderStatus: paid ? ORDER_STATUS.NEW : ORDER_STATUS.PENDING_PAYMENT,
    orderSystem: '{product}',
    orderMode: paid ? 'delivery' : 'dine_in',
    currency: 'MNT',
    orderDay: DAY,
    tableNumber: paid ? null : 'T 7',
    pagerNumber: paid ? '42' : null,
    tableToken: paid ? null : 'table-token',
    parentOrderId: null,
    remarks: paid ? 'Ring twice, "please" — ünïcode \\ ok' : null,
    estimatedDate: paid ? '2026-12-01 12:30' : null,
    totals: money('12.50'),
    discountList: paid
      ? [{ discount_code: 'VOUCHER', reference_id: 'v1', discounted_amount: '1.00', description: '€1 off' }]
      : [],
    delivery: paid
      ? {
          location: {
            name: 'Ann',
            phone: '+97688770000',
            email: 'ann@example.com',
            address: 'Peace Ave 1',
            postalCode: '14200',
            unitNo: '3',
            coordinates: { latitude: 47.9, longitude: 106.9 },
          },
          distance: 1234.5,
        }
      : null,
    paidAmount: paid ? '12.50' : '0.00',
    isGuestOrder: !paid,
  };
}

/** Lines of several shapes: jsonb with nulls, nesting and text to escape; stock taken on the first only. */
function linesFor(orderId: string): repo.OrderLineRow[] {
  return ['Almond croissant', 'Flat white', 'Banana bread'].map((name, index) => ({
    id: newId(),
    tenantId: place.tenantId,
    orderId,
    productId: alphaProduct(name),
    quantity: index + 1,
    stockTaken: index === 0 ? 2 : 0,
    snapshot: {
      _id: newId(),
      product: { _id: alphaProduct(name), sourceId: null, name: { en_US: `${name} "${index}"` }, type: 1, image: null },
      quantity: index + 1,
      unit_price: '5.50',
      total: '5.50',
      discount: '0.00',
      modifier_list: [],
      bundled_item_list: [],
      isAutoAdded: false,
      isDiscounted: index === 1,
      isExcludeFromDiscount: false,
      hasTax: true,
      hasServiceCharge: true,
      freeItemVoucherValueId: null,
      voucherValueType: null,
      remaining_quantity: index === 0 ? 8 : null,
    },
    input: { ...simpleLine(name, index + 1), product_uid: alphaProduct(name) },
    sortOrder: index,
  }));
}

/** An order's row and its lines' rows as PostgreSQL holds them: each row's text, every column. */
async function stored(orderId: string) {
  const result = await t.db.db.execute(sql`
    select (select o::text from ${orders} o where o.id = ${orderId}) as "order",
      (select coalesce(json_agg(l::text order by l.sort_order), '[]') from ${orderLines} l
        where l.order_id = ${orderId}) as lines`);
  return (result as unknown as { rows: { order: string; lines: string[] }[] }).rows[0];
}

/**
 * Writes the order and its lines with `write`, reads them as stored, deletes them, writes them again with drizzle's
 * own insert (with the number and name `write` gave the order) and expects the same rows and the same answer.
 */
async function expectAsDrizzleWrites(
  order: repo.UnnumberedOrder,
  lines: repo.OrderLineRow[],
  write: (tx: Tx) => Promise<repo.MenuOrderRow>,
) {
  const answered = await t.db.db.transaction(write);
  const written = await stored(order.id);
  await t.db.db.delete(orders).where(eq(orders.id, order.id));
  const number = { dailyOrderNumber: answered.dailyOrderNumber, productName: answered.productName };
  const [byDrizzle] = await t.db.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(orders)
      .values({ ...order, ...number })
      .returning();
    await tx.insert(orderLines).values(lines);
    return inserted;
  });
  expect(written.lines).toHaveLength(lines.length);
  expect(written).toEqual(await stored(order.id));
  expect(answered).toEqual(byDrizzle);
  return answered;
}

describe('placement’s statements write what drizzle’s insert wrote', () => {
  it.each([
    ['with every nullable column null', false],
    ['with every nullable column set', true],
  ])('an order %s and three lines, unnumbered, emptying its cart', async (_name, paid) => {
    const order = orderOf(paid);
    const lines = linesFor(order.id);
    const owner = { tenantId: place.tenantId, userId: place.userId };
    const outlet = { id: ALPHA_FLAGSHIP, merchantId: place.merchantId };
    const cart = await t.db.db.transaction(async (tx) => {
      const locked = await lockedCart(tx, owner, outlet, { orderMode: 'pick_up' }, AT);
      await insertLine(tx, locked, simpleLine('Almond croissant', 1), alphaProduct('Almond croissant'), AT);
      return locked;
    });
    const answered = await expectAsDrizzleWrites(order, lines, (tx) =>
      repo.insertOrderWithLines(tx, order, lines, cart.id, null),
    );
    expect(answered).toMatchObject({
      productName: 'Order',
      dailyOrderNumber: null,
      productId: null,
      cancelledAt: null,
    });
    expect(await linesOf(t.db.db, cart.id)).toEqual([]);
  });

  it('numbers at the insert and later by numberOrder: the outlet’s next numbers, named after it', async () => {
    const numbering = { day: DAY, outletName: OUTLET_NAME };
    const first = orderOf(false);
    const firstLines = linesFor(first.id);
    const atInsert = await expectAsDrizzleWrites(first, firstLines, (tx) =>
      repo.insertOrderWithLines(tx, first, firstLines, 'no-cart', numbering),
    );
    const second = orderOf(true);
    const secondLines = linesFor(second.id);
    const later = await expectAsDrizzleWrites(second, secondLines, async (tx) => {
      await repo.insertOrderWithLines(tx, second, secondLines, 'no-cart', null);
      return repo.numberOrder(tx, second, numbering);
    });
    const n = atInsert.dailyOrderNumber!;
    expect(n).toBeGreaterThan(0);
    expect([atInsert.productName, later.dailyOrderNumber, later.productName]).toEqual([
      `Order #${n} at ${OUTLET_NAME}`,
      n + 1,
      `Order #${n + 1} at ${OUTLET_NAME}`,
    ]);
  });
});
