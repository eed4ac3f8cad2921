import { ApiError } from '../../../api/api-error';
import { orderingMessages as m } from '../messages';
import { cartErrorMessage } from './order-error';

describe('cart refusals in words (seed 002 §8)', () => {
  it('reads sold-out and unavailable codes as the seed toasts', () => {
    expect(cartErrorMessage(new ApiError(409, 'ORDER', 'sold out', undefined, 410))).toBe(m.quantityOrTimeEnded);
    expect(cartErrorMessage(new ApiError(400, 'ORDER', 'x', undefined, 411))).toBe(m.notAvailable);
  });

  it("shows the server's message for other codes, and 'Error adding products to cart' when there is none", () => {
    expect(cartErrorMessage(new ApiError(400, 'ORDER', 'Quantity exceeded', 'quantity', 401))).toBe(
      'Quantity exceeded',
    );
    expect(cartErrorMessage(new ApiError(0, 'NETWORK', 'Something went wrong'))).toBe(m.addFailed);
    expect(cartErrorMessage(new Error('boom'))).toBe(m.addFailed);
  });
});
