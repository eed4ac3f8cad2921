import { demoIds, demoProductId } from '../../db/seed/demo-catalogues';
import { useTestApp } from '../../test-support/build-test-app';
import { FIXTURE_TENANTS } from '../../test-support/fixture-tenants';

// alpha sells the demo café menu (food), bravo the outfitter range (retail); both in Asia/Ulaanbaatar (UTC+8).
const t = useTestApp();
const [alpha] = FIXTURE_TENANTS;
const flagship = demoIds('alpha').outlet(0);
const get = (url: string, token?: string, tenant = 'alpha') =>
  t.call(tenant, { method: 'GET', url: `/api${url}`, token });
const names = (products: { name: { en_US: string } }[]) => products.map((p) => p.name.en_US);

describe('outlets', () => {
  it("lists the merchant's ordering outlets with their settings, nearest first", async () => {
    const res = await get(`/order/outlets?merchantId=alpha&latitude=47.93&longitude=106.93`);
    expect(res.statusCode).toBe(200);
    const outlets = res.json().data;
    expect(outlets.map((o: { _id: string }) => o._id).sort()).toEqual([flagship, demoIds('alpha').outlet(1)].sort());
    expect(outlets[0].distance).toBeLessThanOrEqual(outlets[1].distance);
    expect(outlets[0]).toMatchObject({
      timeZone: 'Asia/Ulaanbaatar',
      serviceChargeRate: '0.1',
      taxes: [{ display_name: 'GST 9%', rate: '0.09' }],
      orderSettings: { isAllowDelivery: true, isAllowPickup: true, isAllowDineIn: true },
      deliverySettings: { deliveryDistance: 6, minOrderAmount: '30.00' },
    });
  });

  it("answers 404 with order-system code 562 for another tenant's outlet", async () => {
    const res = await get(`/order/outlets/${demoIds('bravo').outlet(0)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ orderSystemCode: 562, field: 'outletId' });
    expect((await get(`/order/outlets/${demoIds('bravo').outlet(0)}`, undefined, 'bravo')).statusCode).toBe(200);
  });
});

describe('menu at the estimated time', () => {
  it('hides products outside their operating time and keeps the rest (Big breakfast 08:00–15:00)', async () => {
    const lunch = (await get(`/order/outlets/${flagship}/menu?estimatedDate=2026-12-01%2012:00`)).json().data;
    const evening = (await get(`/order/outlets/${flagship}/menu?estimatedDate=2026-12-01%2017:00`)).json().data;
    const productsAt = (menu: { category_list: { product_list: { name: { en_US: string } }[] }[] }) =>
      names(menu.category_list.flatMap((c) => c.product_list));
    expect(productsAt(lunch)).toContain('Big breakfast');
    expect(productsAt(evening)).not.toContain('Big breakfast');
    expect(productsAt(evening)).toContain('Eggs Benedict');
    expect(lunch.category_list[0]).toMatchObject({ name: { en_US: 'Coffee' }, isRecommended: true });
    expect(lunch.price_rule_list[0]).toMatchObject({ weekdays: [1, 2, 3, 4, 5], startTime: '14:00' });
    expect(lunch.pricing_tier_list[0].effect).toEqual({ type: 'tierPrice', value: '3.50' });
    expect(lunch.isFeelingLuckyEnabled).toBe(true);
  });

  it('hides products the order mode does not support (Cold brew tonic is not delivered)', async () => {
    const delivery = (await get(`/order/outlets/${flagship}/menu?orderMode=delivery`)).json().data;
    const all = names(delivery.category_list.flatMap((c: { product_list: [] }) => c.product_list));
    expect(all).not.toContain('Cold brew tonic');
  });

  it('refuses an estimated date that is not a real date, naming the field', async () => {
    const res = await get(`/order/outlets/${flagship}/menu?estimatedDate=2026-02-30%2012:00`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('estimatedDate');
  });
});

describe('search', () => {
  it('matches the English name literally: % and _ are not wildcards', async () => {
    const token = await t.demoToken('alpha');
    const latte = (await get(`/order/outlets/${flagship}/search?q=LATTE`, token)).json().data;
    expect(names(latte).sort()).toEqual(['Caffè latte', 'Iced latte', 'Matcha latte']);
    expect((await get(`/order/outlets/${flagship}/search?q=%25`, token)).json().data).toEqual([]);
    expect((await get(`/order/outlets/${flagship}/search?q=_`, token)).json().data).toEqual([]);
  });

  it('filters by tags', async () => {
    const token = await t.demoToken('alpha');
    const iced = (await get(`/order/outlets/${flagship}/search?tags=${demoIds('alpha').tag('iced')}`, token)).json();
    expect(names(iced.data).sort()).toEqual(['Cold brew tonic', 'Fresh orange juice', 'Iced latte']);
  });
});

describe('associations, table tokens, popups', () => {
  it('falls back to the same category when nobody ordered the product yet', async () => {
    const res = await t.call('alpha', {
      method: 'POST',
      url: `/api/order/outlets/${flagship}/associations`,
      payload: { products: [demoProductId(alpha, 'Butter croissant')] },
    });
    expect(names(res.json().data)).toEqual(['Almond croissant', 'Banana bread', 'Pumpkin spice loaf']);
  });

  it('answers an empty list, not an error, for an unknown outlet', async () => {
    const res = await t.call('alpha', {
      method: 'POST',
      url: '/api/order/outlets/nowhere/associations',
      payload: { products: ['x'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('exchanges a table token of this tenant only (code 564 otherwise)', async () => {
    const res = await t.call('alpha', { method: 'POST', url: '/api/order/table-tokens/no-such-token' });
    expect(res.statusCode).toBe(404);
    expect(res.json().orderSystemCode).toBe(564);
  });

  it('lists the active popups of a page', async () => {
    const res = await get(`/order/popups?merchantId=alpha&page=order&outletId=${flagship}`);
    expect(res.json().data).toEqual([expect.objectContaining({ _id: 'alpha-popup-1', showTimes: 2, page: ['order'] })]);
    expect((await get(`/order/popups?merchantId=alpha&page=home`)).json().data).toEqual([]);
  });
});
