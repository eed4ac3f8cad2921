/** Helpers of the ordering API tests: the demo café of a fixture tenant, its lines, and its ordering clock. */
import type { CartLineInput } from '../../shared/api/ordering-cart';
import { demoIds, demoProductId } from '../db/seed/demo-catalogues';
import { FIXTURE_TENANTS } from './fixture-tenants';
import type { TestApp } from './build-test-app';

const alpha = FIXTURE_TENANTS[0];
export const ALPHA_FLAGSHIP = demoIds('alpha').outlet(0);
export const alphaProduct = (name: string) => demoProductId(alpha, name);
const mod = (key: string, ...values: (number | [number, number])[]) => ({
  id: demoIds('alpha').modifier(key),
  modifier_value_list: values.map((v) => {
    const [index, quantity] = Array.isArray(v) ? v : [v, 1];
    return { id: demoIds('alpha').modifierValue(key, index - 1), quantity };
  }),
});

/** A Flat white: Large, the milk at `milk` (1 full cream … 3 oat), `shots` extra shots. */
export function flatWhite(quantity: number, options: { milk?: number; shots?: number } = {}): CartLineInput {
  return {
    product_uid: alphaProduct('Flat white'),
    quantity,
    modifier_list: [
      mod('size', 2),
      mod('milk', options.milk ?? 3),
      ...(options.shots ? [mod('shots', [1, options.shots])] : []),
    ],
    bundled_item_list: [],
  };
}

export const simpleLine = (name: string, quantity: number): CartLineInput => ({
  product_uid: alphaProduct(name),
  quantity,
  modifier_list: [],
  bundled_item_list: [],
});

/** Tuesday 2026-12-01 at `time` in Ulaanbaatar (UTC+8), as an ISO instant. */
export const ubTuesday = (time: string) => new Date(`2026-12-01T${time}:00+08:00`).toISOString();

export async function setOrderingClock(t: TestApp, tenantId: string, at: string | null) {
  const res = await t.call(tenantId, { method: 'POST', url: '/api/dev/ordering/clock', payload: { at } });
  if (res.statusCode !== 200) throw new Error(res.body);
}

export const modifierOf = mod;
