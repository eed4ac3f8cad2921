import { columnPlaceholders, jsonRowsOf } from './insert-once';
import { cartLines } from './schema';

// The run values of a built-once insert must be what drizzle's own insert sends (orders/repository.test.ts compares
// the rows stored both ways): here, the encoding a column's value gets, null included.
const line = {
  id: 'l1',
  tenantId: 't1',
  cartId: 'c1',
  productId: 'p1',
  quantity: 2,
  modifiers: [{ id: 'm1', modifier_value_list: [] }],
  bundledItems: [],
  freeItemVoucherValueId: null,
  isAutoAdded: false,
  createdAt: new Date('2026-12-06T14:55:03.123Z'),
};

describe('columnPlaceholders: one row, each column a run value', () => {
  const placed = columnPlaceholders(cartLines, ['isAutoAdded']);

  it('takes every column but those left to their defaults from the run value of its key', () => {
    expect(Object.keys(placed.values)).not.toContain('isAutoAdded');
    expect(Object.keys(placed.values)).toHaveLength(Object.keys(line).length - 1);
  });

  it('encodes each value as drizzle does (Date to ISO text, jsonb to its JSON text), null as null', () => {
    expect(placed.runValues(line)).toEqual({
      id: 'l1',
      tenantId: 't1',
      cartId: 'c1',
      productId: 'p1',
      quantity: 2,
      modifiers: '[{"id":"m1","modifier_value_list":[]}]',
      bundledItems: '[]',
      freeItemVoucherValueId: null,
      createdAt: '2026-12-06T14:55:03.123Z',
    });
  });
});

describe('jsonRowsOf: any number of rows as one JSON value', () => {
  it('keys each row by column name, a jsonb column’s value as JSON itself', () => {
    const { lines } = jsonRowsOf(cartLines, 'lines').runValues([line, { ...line, id: 'l2', modifiers: [] }]);
    expect(JSON.parse(lines)).toEqual([
      expect.objectContaining({
        id: 'l1',
        cart_id: 'c1',
        modifiers: line.modifiers,
        created_at: line.createdAt.toISOString(),
      }),
      expect.objectContaining({ id: 'l2', free_item_voucher_value_id: null, is_auto_added: false, modifiers: [] }),
    ]);
  });
});
