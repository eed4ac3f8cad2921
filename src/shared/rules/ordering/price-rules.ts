/**
 * Price rules and pricing tiers (issue 11; the menu's price_rule_list and pricing_tier_list). A rule applies to a
 * line when every condition holds at the order's estimated time, read on the outlet's clock:
 * - weekday in `weekdays` (1–7, 7 = Sunday; empty = every day);
 * - startTime ≤ time < endTime (end exclusive; a null start is midnight, a null end the end of the day; an end at or
 *   before the start runs past midnight, e.g. 22:00–02:00, judged on the estimated time's own weekday);
 * - order mode in `channels`, outlet in `outlets` (empty = all);
 * - line quantity ≥ `minQuantity`;
 * - product in `productIds` (by _id, sourceId or product_uid) or its category in `categoryIds` (both empty = all).
 * Effects: `percentOff` (value in percent) of the line, `amountOff` per unit, `tierPrice` replaces the product's own
 * mode price per unit (its modifiers and bundle picks still cost what they cost). A discount is never negative and
 * never takes a line below 0. Lines `isExcludeFromDiscount` get none.
 *
 * One effect per line: of all rules and tiers that apply, the one that takes the most off wins; on a tie the first
 * listed (price rules before tiers). Stacking rules would let two promotions a merchant set up separately compound
 * into a price nobody chose, and "best price wins" is what a customer comparing them would expect.
 */
import type { OrderMode } from '../../constants/ordering';
import type { MenuProduct, PriceRule } from '../../api/ordering-catalogue';
import type { LocalClock } from '../local-time';
import { applyFraction, centsOf, percentFraction } from './cents';
import { isoWeekday, timeToMinute } from './outlet-clock';

export interface PriceRuleContext {
  product: MenuProduct;
  quantity: number;
  orderMode: OrderMode;
  outletId: string;
  /** The outlet's clock at the order's estimated time. */
  clock: LocalClock;
}

/** What one unit of the line costs before discounts (unit-price.ts). */
export interface LinePrice {
  baseCents: number;
  unitCents: number;
}

export interface AppliedPriceRule {
  rule: PriceRule;
  discountCents: number;
}

const DAY_END = 24 * 60;

function isWithinTime(rule: PriceRule, minuteOfDay: number): boolean {
  const start = rule.startTime === null ? 0 : timeToMinute(rule.startTime);
  const end = rule.endTime === null ? DAY_END : timeToMinute(rule.endTime);
  if (start < end) return minuteOfDay >= start && minuteOfDay < end;
  return minuteOfDay >= start || minuteOfDay < end;
}

function isForProduct(rule: PriceRule, product: MenuProduct): boolean {
  if (rule.productIds.length === 0 && rule.categoryIds.length === 0) return true;
  const ids = [product._id, product.sourceId, product.product_uid];
  return (
    ids.some((id) => id !== null && rule.productIds.includes(id)) ||
    (product.category !== null && rule.categoryIds.includes(product.category))
  );
}

export function priceRuleApplies(rule: PriceRule, context: PriceRuleContext): boolean {
  const { product, quantity, orderMode, outletId, clock } = context;
  return (
    !product.isExcludeFromDiscount &&
    (rule.weekdays.length === 0 || rule.weekdays.includes(isoWeekday(clock.weekday))) &&
    isWithinTime(rule, clock.minuteOfDay) &&
    (rule.channels.length === 0 || rule.channels.includes(orderMode)) &&
    (rule.outlets.length === 0 || rule.outlets.includes(outletId)) &&
    quantity >= rule.minQuantity &&
    isForProduct(rule, product)
  );
}

/** What the rule's effect takes off a line of `quantity` units, between 0 and the line's total. */
export function priceRuleDiscountCents(rule: PriceRule, price: LinePrice, quantity: number): number {
  const lineCents = price.unitCents * quantity;
  const what = `price rule ${rule._id} effect.value`;
  let discount: number;
  switch (rule.effect.type) {
    case 'percentOff':
      discount = applyFraction(lineCents, percentFraction(rule.effect.value, what));
      break;
    case 'amountOff':
      discount = centsOf(rule.effect.value, what) * quantity;
      break;
    case 'tierPrice':
      discount = (price.baseCents - centsOf(rule.effect.value, what)) * quantity;
      break;
  }
  return Math.min(Math.max(discount, 0), lineCents);
}

/** The single rule or tier that takes the most off this line, or null when none applies or none takes anything. */
export function bestPriceRule(
  rules: readonly PriceRule[],
  context: PriceRuleContext,
  price: LinePrice,
): AppliedPriceRule | null {
  let best: AppliedPriceRule | null = null;
  for (const rule of rules) {
    if (!priceRuleApplies(rule, context)) continue;
    const discountCents = priceRuleDiscountCents(rule, price, context.quantity);
    if (discountCents > (best?.discountCents ?? 0)) best = { rule, discountCents };
  }
  return best;
}
