/**
 * The cart priced by the server (issue 11 "The cart is priced by the server, in exact decimal money"). Everything is
 * integer cents; rates and percents are exact fractions; each amount is rounded once, half up, to the cent.
 *
 * Per line: unit price (unit-price.ts) × quantity = total; discount = the best price rule or tier (price-rules.ts)
 * plus the voucher discount computed by the voucher rules, together at most the line's total.
 * Per cart:
 * - total_price = Σ line totals; discount = Σ line discounts;
 * - service charge = serviceChargeRate × Σ (total − discount) of lines with hasServiceCharge, rounded;
 * - each tax = its rate × (Σ (total − discount) of lines with hasTax + service charge), one bill line per display
 *   name (taxes sharing a name add their rates), each rounded separately. Inclusive outlets (orderSettings
 *   isTaxInclusive) already have tax in their prices: the tax is extracted (base × rate / (1 + rates)) and shown,
 *   not added;
 * - final_price = total_price − discount + service charge + exclusive taxes + delivery fee.
 */
import type { OrderMode } from '../../constants/ordering';
import type { Cart, CartItem } from '../../api/ordering-cart';
import type { OrderOutlet, PriceRule } from '../../api/ordering-catalogue';
import { fromCents } from '../money';
import {
  addFractions,
  applyFraction,
  type Fraction,
  inclusiveShare,
  rateFraction,
  roundFraction,
  ZERO_FRACTION,
} from './cents';
import { outletClock } from './outlet-clock';
import { bestPriceRule } from './price-rules';
import type { LineSelection } from './selection';
import { type PricedBundlePick, type PricedModifierValue, unitPrice } from './unit-price';

export interface PricingLine {
  /** The caller's id of the line (the cart item's _id), echoed back. */
  key: string;
  selection: LineSelection;
  hasTax: boolean;
  hasServiceCharge: boolean;
  /** What the cart's vouchers take off this line, in cents (voucher rules decide; 0 when none). */
  voucherDiscountCents: number;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  outlet: Pick<OrderOutlet, '_id' | 'timeZone' | 'taxes' | 'serviceChargeRate'> & {
    orderSettings: Pick<OrderOutlet['orderSettings'], 'isTaxInclusive'>;
  };
  orderMode: OrderMode;
  /** The order's estimated instant (now for NOW): price rules are read on the outlet's clock at it. */
  at: Date;
  priceRules: readonly PriceRule[];
  pricingTiers: readonly PriceRule[];
  /** The delivery fee for this cart (delivery-lock.ts), 0 unless the mode is delivery. */
  deliveryFeeCents: number;
}

export interface PricedLine {
  key: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  priceRuleDiscountCents: number;
  voucherDiscountCents: number;
  /** priceRule + voucher discount, at most totalCents. */
  discountCents: number;
  /** totalCents − discountCents. */
  netCents: number;
  /** The rule or tier that priced the line, or null. */
  priceRuleId: string | null;
  modifiers: PricedModifierValue[];
  bundle: PricedBundlePick[];
}

export interface PricedTax {
  displayName: string;
  amountCents: number;
  isInclusive: boolean;
}

export interface PricedCart {
  lines: PricedLine[];
  totalPriceCents: number;
  discountCents: number;
  serviceChargeCents: number;
  taxes: PricedTax[];
  deliveryFeeCents: number;
  finalPriceCents: number;
}

function requireCents(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of cents ≥ 0, got ${value}`);
  }
  return value;
}

function priceLine(line: PricingLine, input: PricingInput, clockAt: ReturnType<typeof outletClock>): PricedLine {
  const { selection } = line;
  const { quantity } = selection;
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`line ${line.key}: quantity must be a whole number ≥ 1, got ${quantity}`);
  }
  const price = unitPrice(selection, input.orderMode);
  const totalCents = price.unitCents * quantity;
  const applied = bestPriceRule(
    [...input.priceRules, ...input.pricingTiers],
    { product: selection.product, quantity, orderMode: input.orderMode, outletId: input.outlet._id, clock: clockAt },
    price,
  );
  const priceRuleDiscountCents = applied?.discountCents ?? 0;
  const voucherDiscountCents = Math.min(
    requireCents(line.voucherDiscountCents, `line ${line.key} voucherDiscountCents`),
    totalCents - priceRuleDiscountCents,
  );
  const discountCents = priceRuleDiscountCents + voucherDiscountCents;
  return {
    key: line.key,
    quantity,
    unitPriceCents: price.unitCents,
    totalCents,
    priceRuleDiscountCents,
    voucherDiscountCents,
    discountCents,
    netCents: totalCents - discountCents,
    priceRuleId: applied?.rule._id ?? null,
    modifiers: price.modifiers,
    bundle: price.bundle,
  };
}

/** Rates of the outlet's taxes summed per display name, in first-listed order. */
function taxRatesByName(taxes: PricingInput['outlet']['taxes']): Map<string, Fraction> {
  const byName = new Map<string, Fraction>();
  for (const tax of taxes) {
    const rate = rateFraction(tax.rate, `tax '${tax.display_name}' rate`);
    byName.set(tax.display_name, addFractions(byName.get(tax.display_name) ?? ZERO_FRACTION, rate));
  }
  return byName;
}

function priceTaxes(baseCents: number, input: PricingInput): PricedTax[] {
  const isInclusive = input.outlet.orderSettings.isTaxInclusive;
  const byName = taxRatesByName(input.outlet.taxes);
  const allRates = [...byName.values()].reduce(addFractions, ZERO_FRACTION);
  return [...byName].map(([displayName, rate]) => ({
    displayName,
    amountCents: isInclusive
      ? roundFraction(inclusiveShare(baseCents, rate, allRates))
      : applyFraction(baseCents, rate),
    isInclusive,
  }));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function priceCart(input: PricingInput): PricedCart {
  const clock = outletClock(input.at, input.outlet.timeZone);
  const lines = input.lines.map((line) => priceLine(line, input, clock));
  const serviceChargeCents = applyFraction(
    sum(input.lines.map((line, index) => (line.hasServiceCharge ? lines[index].netCents : 0))),
    rateFraction(input.outlet.serviceChargeRate, 'outlet serviceChargeRate'),
  );
  const taxableCents = sum(input.lines.map((line, index) => (line.hasTax ? lines[index].netCents : 0)));
  const taxes = priceTaxes(taxableCents + serviceChargeCents, input);
  const totalPriceCents = sum(lines.map((line) => line.totalCents));
  const discountCents = sum(lines.map((line) => line.discountCents));
  const deliveryFeeCents = requireCents(input.deliveryFeeCents, 'deliveryFeeCents');
  const exclusiveTaxCents = sum(taxes.filter((tax) => !tax.isInclusive).map((tax) => tax.amountCents));
  return {
    lines,
    totalPriceCents,
    discountCents,
    serviceChargeCents,
    taxes,
    deliveryFeeCents,
    finalPriceCents: totalPriceCents - discountCents + serviceChargeCents + exclusiveTaxCents + deliveryFeeCents,
  };
}

/** The cart's `total` as the contract writes it (exact decimal strings). */
export function cartTotal(priced: PricedCart): Cart['total'] {
  return {
    total_price: fromCents(priced.totalPriceCents),
    discount: fromCents(priced.discountCents),
    service_charge: fromCents(priced.serviceChargeCents),
    tax: priced.taxes.map((tax) => ({
      display_name: tax.displayName,
      tax_amount: fromCents(tax.amountCents),
      isInclusive: tax.isInclusive,
    })),
    delivery_fee: fromCents(priced.deliveryFeeCents),
    final_price: fromCents(priced.finalPriceCents),
  };
}

/** A line's money fields as a CartItem writes them. */
export function cartItemPrices(line: PricedLine): Pick<CartItem, 'unit_price' | 'total' | 'discount' | 'isDiscounted'> {
  return {
    unit_price: fromCents(line.unitPriceCents),
    total: fromCents(line.totalCents),
    discount: fromCents(line.discountCents),
    isDiscounted: line.discountCents > 0,
  };
}
