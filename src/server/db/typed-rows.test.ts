import { cartLines } from './schema';
import { typedRowsOf } from './typed-rows';

describe('typedRowsOf: a raw row read as drizzle’s select reads it', () => {
  const lineOf = typedRowsOf(cartLines);

  it('decodes each column by its type: timestamps to Date, jsonb text parsed, integers from text', () => {
    const line = lineOf({
      id: 'l1',
      tenant_id: 't1',
      cart_id: 'c1',
      product_id: 'p1',
      quantity: '2',
      modifiers: '[{"modifier_uid":"m1","quantity":1}]',
      bundled_items: [],
      free_item_voucher_value_id: null,
      is_auto_added: false,
      created_at: '2026-12-06 14:55:03.123+00',
    });
    expect(line).toEqual({
      id: 'l1',
      tenantId: 't1',
      cartId: 'c1',
      productId: 'p1',
      quantity: 2,
      modifiers: [{ modifier_uid: 'm1', quantity: 1 }],
      bundledItems: [],
      freeItemVoucherValueId: null,
      isAutoAdded: false,
      createdAt: new Date('2026-12-06T14:55:03.123Z'),
    });
  });

  it('gives null for a column the row lacks or holds null', () => {
    expect(lineOf({ id: 'l2' })).toMatchObject({ id: 'l2', tenantId: null, createdAt: null });
  });
});
