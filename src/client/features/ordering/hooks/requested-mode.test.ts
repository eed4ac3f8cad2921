import { readFlowParams } from '../lib/flow-params';
import { requestedMode } from './use-order-session';

const ALL = ['dine_in', 'pick_up', 'delivery'] as const;
const wish = (
  search: string,
  stored: string | null = null,
  allowed: readonly ('dine_in' | 'pick_up' | 'delivery')[] = ALL,
) => requestedMode(readFlowParams(search, stored), allowed);

describe('the order mode the address asks for (seed 002 §2)', () => {
  it('a table asks for dine-in, isDelivery for delivery, nothing for pick-up', () => {
    expect(wish('?outlet=o1&table=7')).toBe('dine_in');
    expect(wish('?outlet=o1', '7')).toBe('dine_in');
    expect(wish('?outlet=o1&isDelivery=true')).toBe('delivery');
    expect(wish('?outlet=o1')).toBe('pick_up');
  });

  it('takeout=true keeps a pick-up chosen at a table: the table left in the address does not seat the customer again', () => {
    expect(wish('?outlet=o1&table=7&takeout=true')).toBe('pick_up');
    expect(wish('?outlet=o1&takeout=true', '7')).toBe('pick_up');
  });

  it('a mode the outlet does not take falls back to its first', () => {
    expect(wish('?outlet=o1&table=7', null, ['pick_up', 'delivery'])).toBe('pick_up');
    expect(wish('?outlet=o1&takeout=true', null, ['dine_in', 'delivery'])).toBe('dine_in');
  });
});
