import type { OrderMode } from '../../constants/ordering';
import { buildCategory, buildModifier, buildModifierValue, buildProduct } from './fixtures';
import { type MenuViewContext, menuViewContext, productUnavailability, visibleMenu } from './menu-visibility';

// Ulaanbaatar (UTC+8): Sunday 2026-11-22 at 10:00 local is 02:00 UTC.
const SUNDAY_10 = new Date('2026-11-22T02:00:00Z');
const view = (overrides: { orderMode?: OrderMode; at?: Date; birthday?: string | null } = {}): MenuViewContext =>
  menuViewContext({
    outletId: 'outlet-1',
    timeZone: 'Asia/Ulaanbaatar',
    orderMode: overrides.orderMode ?? 'pick_up',
    at: overrides.at ?? SUNDAY_10,
    birthday: overrides.birthday ?? null,
  });

const latte = buildProduct({ _id: 'latte' });
const namesOf = (categories: ReturnType<typeof visibleMenu>) =>
  categories.map((category) => [category._id, category.product_list.map((product) => product._id)]);

describe('products hidden by seed 002 §5', () => {
  it('not shown in order, or sold only at another outlet', () => {
    expect(productUnavailability(buildProduct({ _id: 'x', isShowInOrder: false }), view())).toBe('notShownInOrder');
    expect(productUnavailability(buildProduct({ _id: 'x', outlets: ['outlet-2'] }), view())).toBe('otherOutlet');
    expect(productUnavailability(buildProduct({ _id: 'x', outlets: ['outlet-1'] }), view())).toBeNull();
  });

  it('age restricted for a customer under 18; no birthday counts as 18', () => {
    const wine = buildProduct({ _id: 'wine', age_restriction: true });
    expect(productUnavailability(wine, view())).toBeNull();
    // 18 on 2026-11-22 in Ulaanbaatar; 17 the day before the 18th birthday.
    expect(productUnavailability(wine, view({ birthday: '2008-11-22' }))).toBeNull();
    expect(productUnavailability(wine, view({ birthday: '2008-11-23' }))).toBe('ageRestricted');
  });

  it('not supporting the order mode (pick-up is takeout)', () => {
    const dineInOnly = buildProduct({ _id: 'x', is_takeout: false, is_delivery: false });
    expect(productUnavailability(dineInOnly, view({ orderMode: 'pick_up' }))).toBe('modeNotSupported');
    expect(productUnavailability(dineInOnly, view({ orderMode: 'delivery' }))).toBe('modeNotSupported');
    expect(productUnavailability(dineInOnly, view({ orderMode: 'dine_in' }))).toBeNull();
  });

  it('outside its operation times: weekday 7 is Sunday, the end minute is outside', () => {
    const sundayBrunch = buildProduct({
      _id: 'brunch',
      operation_time_list: [{ weekdays: [6, 7], startTime: '09:00', endTime: '10:00' }],
    });
    expect(productUnavailability(sundayBrunch, view({ at: new Date('2026-11-22T01:59:00Z') }))).toBeNull();
    expect(productUnavailability(sundayBrunch, view({ at: SUNDAY_10 }))).toBe('outsideOperationTime');
    // Monday 09:30 local.
    expect(productUnavailability(sundayBrunch, view({ at: new Date('2026-11-23T01:30:00Z') }))).toBe(
      'outsideOperationTime',
    );
  });

  it('past its end time, at the estimated time (not now)', () => {
    const seasonal = buildProduct({ _id: 's', has_end_time: true, end_time: '2026-11-22T06:00:00Z' });
    expect(productUnavailability(seasonal, view())).toBeNull();
    expect(productUnavailability(seasonal, view({ at: new Date('2026-11-22T06:00:00Z') }))).toBe('ended');
  });
});

describe('the menu a customer sees', () => {
  it('hides categories that are not shown in order, ended, elsewhere, or left without a product; sorts by order', () => {
    const menu = visibleMenu(
      [
        buildCategory({ _id: 'cakes', order: 2, product_list: [buildProduct({ _id: 'cake' })] }),
        buildCategory({
          _id: 'coffee',
          order: 1,
          product_list: [latte, buildProduct({ _id: 'x', isShowInOrder: false })],
        }),
        buildCategory({ _id: 'hidden', isShowInOrder: false, product_list: [latte] }),
        buildCategory({ _id: 'ended', has_end_time: true, end_time: '2026-11-01T00:00:00Z', product_list: [latte] }),
        buildCategory({ _id: 'elsewhere', outlets: ['outlet-2'], product_list: [latte] }),
        buildCategory({
          _id: 'bar',
          product_list: [buildProduct({ _id: 'beer', age_restriction: true })],
        }),
      ],
      view({ birthday: '2010-01-01' }),
    );
    expect(namesOf(menu)).toEqual([
      ['coffee', ['latte']],
      ['cakes', ['cake']],
    ]);
  });

  it('keeps sold-out products (shown with 0 left) and inactive modifier values (shown disabled)', () => {
    const soldOut = buildProduct({ _id: 'scone', is_track_quantity: true, remaining_quantity: 0 });
    const milk = buildModifier({
      id: 'milk',
      modifier_value_list: [
        buildModifierValue({ id: 'oat', isActive: false }),
        buildModifierValue({ id: 'nameless', name: { en_US: ' ', zh_CN: '' } }),
        buildModifierValue({ id: 'ended', has_end_time: true, end_time: '2026-11-01T00:00:00Z' }),
        buildModifierValue({ id: 'whole' }),
      ],
    });
    const menu = visibleMenu(
      [buildCategory({ _id: 'c', product_list: [soldOut, buildProduct({ _id: 'latte', modifier_list: [milk] })] })],
      view(),
    );
    expect(menu[0].product_list.map((product) => product._id)).toEqual(['scone', 'latte']);
    expect(menu[0].product_list[1].modifier_list[0].modifier_value_list.map((value) => value.id)).toEqual([
      'oat',
      'whole',
    ]);
  });
});
