import { canPassToCounter, type PassToCounterOrder, passToCounterBlocker } from './pass-to-counter';

// Monday 2026-11-23 12:00 in Ulaanbaatar.
const NOW = new Date('2026-11-23T04:00:00Z');
const outlet = {
  timeZone: 'Asia/Ulaanbaatar',
  orderSettings: { isAllowPassToCounter: true, mode: 'eats365' },
};
const order = (overrides: Partial<PassToCounterOrder> = {}): PassToCounterOrder => ({
  paymentStatus: 'PENDING',
  orderMode: 'pick_up',
  tableToken: null,
  estimatedDate: null,
  createdAt: '2026-11-23T03:50:00Z',
  ...overrides,
});

describe('pass to counter: the conditions of seed 002 §4', () => {
  it('is offered for a pending pick-up or dine-in order for today at an outlet that allows it', () => {
    expect(canPassToCounter(order(), outlet, NOW)).toBe(true);
    expect(canPassToCounter(order({ orderMode: 'dine_in' }), outlet, NOW)).toBe(true);
    expect(canPassToCounter(order({ estimatedDate: '2026-11-23 18:00' }), outlet, NOW)).toBe(true);
  });

  it.each<[string, Partial<PassToCounterOrder>, string]>([
    ['paid', { paymentStatus: 'PAID' }, 'notPending'],
    ['partly paid', { paymentStatus: 'PARTIALLY_PAID' }, 'notPending'],
    ['for delivery', { orderMode: 'delivery' }, 'delivery'],
    ['from a table token session', { tableToken: 'tok-1' }, 'tableToken'],
    ['for tomorrow', { estimatedDate: '2026-11-24 09:00' }, 'notToday'],
    // Placed at 23:50 on Sunday in Ulaanbaatar (15:50 UTC): yesterday there.
    ['placed yesterday in the outlet zone', { createdAt: '2026-11-22T15:50:00Z' }, 'notToday'],
  ])('is not offered for an order %s', (_label, overrides, blocker) => {
    expect(passToCounterBlocker(order(overrides), outlet, NOW)).toBe(blocker);
  });

  it("is not offered when the outlet does not allow it, or runs on the platform's own order system", () => {
    const disallowing = { ...outlet, orderSettings: { ...outlet.orderSettings, isAllowPassToCounter: false } };
    expect(passToCounterBlocker(order(), disallowing, NOW)).toBe('notAllowedByOutlet');
    const own = { ...outlet, orderSettings: { ...outlet.orderSettings, mode: '{product}' } };
    expect(passToCounterBlocker(order(), own, NOW)).toBe('ownOrderSystem');
  });
});
