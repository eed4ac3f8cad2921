/**
 * Vouchers in the cart (seed 002 §4 "Voucher application", §5, §8; seed 001 §5; issue 11), the same code on both
 * sides: the client greys what the server would refuse, the server refuses it with the same reason.
 *
 * - Applicability: a voucher applies only in one of its channels and at one of its outlets (none listed: all).
 * - Stacking: more than one voucher only where the outlet's stackVoucherType is multiple, and then only free-item
 *   (feeItem) vouchers ('You can use only double free item voucher').
 * - Item vouchers (feeItem, itemDiscount, itemCash, fixedPriceItem) act on the lines tagged with their id
 *   (freeItemVoucherValueId): exactly productCount units chosen by the member ('Please choose {n} item', 'All products
 *   has chosen'), or with productCount 0 every matching product added by itself. A product can be chosen only while
 *   it is in stock and within its time window.
 * - Cart vouchers (cash: an amount off; discount: a percent off) act on the other lines, never on a line excluded
 *   from discount.
 * - Discounts are integer cents, each line's at most what its price rules left of it.
 */
import type { MenuProduct } from '../../api/ordering-catalogue';
import type { OrderMode } from '../../constants/ordering';
import type { ProductSelectType, VoucherType, VoucherValueType } from '../../constants/vouchers';
import { applicabilityBlock } from '../vouchers';
import { applyFraction, centsOf, percentFraction } from './cents';
import { type MenuViewContext, productUnavailability } from './menu-visibility';
import { priceCart, type PricedCart, type PricingInput, type PricingLine } from './pricing';
import { lineQuantityLimit } from './quantity';

/** The voucher types that act on chosen (or automatically added) products. */
export const ITEM_VOUCHER_TYPES: readonly VoucherType[] = ['feeItem', 'itemDiscount', 'itemCash', 'fixedPriceItem'];
/** The voucher types that act on the whole cart. */
export const CART_VOUCHER_TYPES: readonly VoucherType[] = ['cash', 'discount'];

export const isItemVoucher = (type: VoucherType) => ITEM_VOUCHER_TYPES.includes(type);

/** A member's voucher as the cart reads it (seed 002 §3 Customer voucher). */
export interface VoucherTerms {
  /** The member voucher id: the discount list's reference_id and the lines' freeItemVoucherValueId. */
  id: string;
  name: string;
  voucherType: VoucherType;
  valueType: VoucherValueType;
  /** Money off ("5.00"), a percent ("20") or, for fixedPriceItem, the price each unit costs. */
  value: string;
  productCount: number;
  channels: readonly string[];
  outlets: readonly string[];
  productSelectType: ProductSelectType | null;
  productCategory: readonly string[];
  productTags: readonly string[];
  products: readonly string[];
}

/** Why the cart refuses a voucher; each has its message of seed 002 §8 / §5 (VOUCHER_REFUSAL_MESSAGES). */
export type VoucherRefusalReason =
  'wrongOutlet' | 'wrongChannel' | 'stacking' | 'chooseItems' | 'allChosen' | 'productUnavailable' | 'notForCart';

export interface VoucherRefusal {
  reason: VoucherRefusalReason;
  voucherId: string;
  /** For chooseItems: how many products the voucher needs. */
  productCount: number;
}

/** The seed's words for each refusal (the server's error message; the client shows its translations). */
export const VOUCHER_REFUSAL_MESSAGES: Record<VoucherRefusalReason, (refusal: VoucherRefusal) => string> = {
  wrongOutlet: () => 'This voucher is not applicable to the selected outlet.',
  wrongChannel: () => 'This voucher is not applicable to the selected channel.',
  stacking: () => 'You can use only double free item voucher',
  chooseItems: ({ productCount }) => `Please choose ${productCount} item`,
  allChosen: () => 'All products has chosen',
  productUnavailable: () => 'product is not avialable',
  notForCart: () => 'This voucher is used at the counter, not in the cart',
};

export const voucherRefusalMessage = (refusal: VoucherRefusal) => VOUCHER_REFUSAL_MESSAGES[refusal.reason](refusal);

const refusal = (reason: VoucherRefusalReason, voucher: VoucherTerms): VoucherRefusal => ({
  reason,
  voucherId: voucher.id,
  productCount: voucher.productCount,
});

/** Whether one voucher applies at this outlet and in this mode, and is a voucher the cart can use at all. */
export function voucherBlock(
  voucher: VoucherTerms,
  order: { outletId: string; orderMode: OrderMode },
): VoucherRefusal | null {
  if (!isItemVoucher(voucher.voucherType) && !CART_VOUCHER_TYPES.includes(voucher.voucherType))
    return refusal('notForCart', voucher);
  const block = applicabilityBlock(voucher, { channel: order.orderMode, outletId: order.outletId });
  return block ? refusal(block, voucher) : null;
}

/** The first refusal of a list of vouchers for one cart (each voucher, then the stacking rule), or null. */
export function voucherListRefusal(
  vouchers: readonly VoucherTerms[],
  order: { outletId: string; orderMode: OrderMode; stackVoucherType: 'multiple' | 'single' },
): VoucherRefusal | null {
  for (const voucher of vouchers) {
    const block = voucherBlock(voucher, order);
    if (block) return block;
  }
  if (vouchers.length > 1) {
    const stacked = vouchers.find((v) => order.stackVoucherType !== 'multiple' || v.voucherType !== 'feeItem');
    if (stacked) return refusal('stacking', stacked);
  }
  return null;
}

/** The products an item voucher names, by its productSelectType (category, product or tag), in menu order. */
export function voucherProducts(voucher: VoucherTerms, catalogue: readonly MenuProduct[]): MenuProduct[] {
  const matches = (product: MenuProduct): boolean => {
    switch (voucher.productSelectType) {
      case 'product':
        return [product._id, product.product_uid, product.sourceId].some((id) => id && voucher.products.includes(id));
      case 'category':
        return product.category !== null && voucher.productCategory.includes(product.category);
      case 'tag':
        return product.tag.some((tag) => voucher.productTags.includes(tag));
      default:
        return false;
    }
  };
  return catalogue.filter(matches);
}

/** Seed 002 §5: a product can be chosen for a voucher only if in stock and within its time window. */
export const isChoosable = (product: MenuProduct, context: MenuViewContext): boolean =>
  productUnavailability(product, context) === null && lineQuantityLimit(product) > 0;

/**
 * The count rule of an item voucher with productCount > 0: exactly that many units chosen. Fewer: 'Please choose
 * {n} item'; more: 'All products has chosen'. Vouchers with productCount 0 add their products by themselves.
 */
export function chosenCountRefusal(voucher: VoucherTerms, chosenUnits: number): VoucherRefusal | null {
  if (!isItemVoucher(voucher.voucherType) || voucher.productCount === 0) return null;
  if (chosenUnits > voucher.productCount) return refusal('allChosen', voucher);
  if (chosenUnits < voucher.productCount) return refusal('chooseItems', voucher);
  return null;
}

/** A priced line as the voucher discount reads it. */
export interface VoucherLine {
  key: string;
  quantity: number;
  /** What the line costs after its price rules, in cents. */
  netCents: number;
  isExcludeFromDiscount: boolean;
  /** The item voucher the line belongs to (freeItemVoucherValueId), or null. */
  voucherId: string | null;
}

export interface VoucherDiscounts {
  /** Cents off per line key. */
  byLine: Map<string, number>;
  /** Cents each voucher takes off, by voucher id, in the vouchers' order. */
  byVoucher: Map<string, number>;
}

/** What an item voucher takes off one of its lines. */
function itemDiscountCents(voucher: VoucherTerms, line: VoucherLine): number {
  const perUnit = () => centsOf(voucher.value, `voucher ${voucher.id} value`) * line.quantity;
  switch (voucher.voucherType) {
    case 'feeItem':
      return line.netCents;
    case 'itemDiscount':
      return voucher.valueType === 'percent'
        ? applyFraction(line.netCents, percentFraction(voucher.value, `voucher ${voucher.id} percent`))
        : perUnit();
    case 'itemCash':
      return perUnit();
    case 'fixedPriceItem':
      return Math.max(0, line.netCents - perUnit());
    default:
      return 0;
  }
}

/**
 * The vouchers' discounts on priced lines. Item vouchers take from their own lines; a cash voucher takes its amount
 * from the other lines in cart order, a percent voucher its percent of each; lines excluded from discount keep their
 * price. No line loses more than it costs.
 */
export function voucherDiscounts(vouchers: readonly VoucherTerms[], lines: readonly VoucherLine[]): VoucherDiscounts {
  const left = new Map(lines.map((line) => [line.key, line.netCents]));
  const byLine = new Map<string, number>();
  const byVoucher = new Map<string, number>();
  const take = (line: VoucherLine, voucher: VoucherTerms, cents: number) => {
    const taken = Math.min(Math.max(0, cents), left.get(line.key)!);
    left.set(line.key, left.get(line.key)! - taken);
    byLine.set(line.key, (byLine.get(line.key) ?? 0) + taken);
    byVoucher.set(voucher.id, (byVoucher.get(voucher.id) ?? 0) + taken);
    return taken;
  };
  for (const voucher of vouchers) {
    byVoucher.set(voucher.id, 0);
    if (isItemVoucher(voucher.voucherType)) {
      for (const line of lines.filter((l) => l.voucherId === voucher.id))
        take(line, voucher, itemDiscountCents(voucher, line));
      continue;
    }
    const open = lines.filter((line) => line.voucherId === null && !line.isExcludeFromDiscount);
    if (voucher.voucherType === 'discount' || voucher.valueType === 'percent') {
      const percent = percentFraction(voucher.value, `voucher ${voucher.id} percent`);
      for (const line of open) take(line, voucher, applyFraction(left.get(line.key)!, percent));
      continue;
    }
    let amount = centsOf(voucher.value, `voucher ${voucher.id} value`);
    for (const line of open) amount -= take(line, voucher, amount);
  }
  return { byLine, byVoucher };
}

export interface VoucherPricingLine extends Omit<PricingLine, 'voucherDiscountCents'> {
  voucherId: string | null;
}

/**
 * The cart priced with its vouchers: priced once without them (price rules first), the vouchers' discounts computed
 * on what is left of each line, then priced again with them (service charge and taxes on the reduced amounts).
 */
export function priceCartWithVouchers(
  input: Omit<PricingInput, 'lines'> & { lines: readonly VoucherPricingLine[] },
  vouchers: readonly VoucherTerms[],
): { priced: PricedCart; byVoucher: Map<string, number> } {
  const lines = input.lines.map(({ voucherId: _voucher, ...line }) => ({ ...line, voucherDiscountCents: 0 }));
  const before = priceCart({ ...input, lines });
  if (vouchers.length === 0) return { priced: before, byVoucher: new Map() };
  const discounts = voucherDiscounts(
    vouchers,
    input.lines.map((line, index) => ({
      key: line.key,
      quantity: line.selection.quantity,
      netCents: before.lines[index].netCents,
      isExcludeFromDiscount: line.selection.product.isExcludeFromDiscount,
      voucherId: line.voucherId,
    })),
  );
  const priced = priceCart({
    ...input,
    lines: lines.map((line) => ({ ...line, voucherDiscountCents: discounts.byLine.get(line.key) ?? 0 })),
  });
  return { priced, byVoucher: discounts.byVoucher };
}
