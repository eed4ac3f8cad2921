/**
 * Cart quantity rules (seed 002 §5, §9): a line holds 1 to MAX_LINE_QUANTITY (200) units, and no more than the
 * product's remaining quantity when it is tracked (200 when it is not). Empty or zero is 'Enter quantity'; above the
 * limit is 'Quantity exceeded'; the minus button stops at 0 and the plus button is disabled at the limit (so at 200
 * and up). The client shows the messages in en/mn/cn; the server refuses with order-system code 401.
 */
import { MAX_LINE_QUANTITY } from '../../constants/ordering';

/** Message kinds: 'enterQuantity' = 'Enter quantity'; 'quantityExceeded' = 'Quantity exceeded'. */
export type QuantityProblem = 'enterQuantity' | 'quantityExceeded';

/** Most units one line may hold: the remaining stock when tracked, never above 200. */
export function lineQuantityLimit(stock: { is_track_quantity: boolean; remaining_quantity: number | null }): number {
  if (!stock.is_track_quantity || stock.remaining_quantity === null) return MAX_LINE_QUANTITY;
  return Math.max(0, Math.min(stock.remaining_quantity, MAX_LINE_QUANTITY));
}

/** What is wrong with a typed quantity (null = empty field), or null when it is fine for a line of this limit. */
export function quantityProblem(quantity: number | null, limit: number): QuantityProblem | null {
  if (quantity === null || !Number.isInteger(quantity) || quantity <= 0) return 'enterQuantity';
  return quantity > limit ? 'quantityExceeded' : null;
}

/** The minus button: blocked at 0. */
export const canDecrease = (quantity: number): boolean => quantity > 0;

/** The plus button: disabled at the line's limit (200 and up when the stock is not tracked). */
export const canIncrease = (quantity: number, limit: number = MAX_LINE_QUANTITY): boolean =>
  quantity < Math.min(limit, MAX_LINE_QUANTITY);
