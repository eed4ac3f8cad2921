import { canDecrease, canIncrease, lineQuantityLimit, quantityProblem } from './quantity';

describe('cart quantity (seed 002 §5)', () => {
  it("empty or zero shows 'Enter quantity'", () => {
    expect(quantityProblem(null, 200)).toBe('enterQuantity');
    expect(quantityProblem(0, 200)).toBe('enterQuantity');
    expect(quantityProblem(1.5, 200)).toBe('enterQuantity');
    expect(quantityProblem(1, 200)).toBeNull();
  });

  it("above the remaining quantity (default 200) shows 'Quantity exceeded'", () => {
    expect(lineQuantityLimit({ is_track_quantity: false, remaining_quantity: null })).toBe(200);
    expect(lineQuantityLimit({ is_track_quantity: true, remaining_quantity: null })).toBe(200);
    expect(lineQuantityLimit({ is_track_quantity: true, remaining_quantity: 7 })).toBe(7);
    expect(lineQuantityLimit({ is_track_quantity: true, remaining_quantity: 500 })).toBe(200);
    expect(quantityProblem(200, 200)).toBeNull();
    expect(quantityProblem(201, 200)).toBe('quantityExceeded');
    expect(quantityProblem(8, 7)).toBe('quantityExceeded');
  });

  it('the decrement is blocked at 0; plus is disabled at 200 and up (or at the stock left)', () => {
    expect(canDecrease(1)).toBe(true);
    expect(canDecrease(0)).toBe(false);
    expect(canIncrease(199)).toBe(true);
    expect(canIncrease(200)).toBe(false);
    expect(canIncrease(250)).toBe(false);
    expect(canIncrease(6, 7)).toBe(true);
    expect(canIncrease(7, 7)).toBe(false);
  });
});
