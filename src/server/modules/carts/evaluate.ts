/**
 * A cart checked and priced against the current menu (issue 11: "The cart is priced by the server"): every stored
 * line is validated by the shared line rules at the cart's estimated time and mode, and the valid ones are priced by
 * the shared pricing rules (price rules and tiers, service charge, taxes, delivery fee by distance band).
 */
import type { LineRefusal } from '../../../shared/rules/ordering/line-validation';
import { validateCartLine } from '../../../shared/rules/ordering/line-validation';
import { deliveryBand } from '../../../shared/rules/ordering/delivery-lock';
import { menuViewContext } from '../../../shared/rules/ordering/menu-visibility';
import { priceCartWithVouchers, type VoucherTerms } from '../../../shared/rules/ordering/cart-vouchers';
import type { PricedCart } from '../../../shared/rules/ordering/pricing';
import type { LineSelection } from '../../../shared/rules/ordering/selection';
import type { OrderMode } from '../../../shared/constants/ordering';
import { productsOf, type MerchantCatalogue, type ProductCharges } from '../ordering-catalogue/catalogue-cache';
import type { OutletRow } from '../ordering-catalogue/repository';
import type { Viewer } from '../ordering-catalogue/service';
import { outletView } from '../ordering-catalogue/views';
import { inputOfLine, type CartLineRow } from './repository';

export interface CartState {
  orderMode: OrderMode;
  /** The instant the cart is evaluated at (its estimated date, or now). */
  at: Date;
  /** Metres to the delivery address, when there is one. */
  deliveryDistance: number | null;
}

export interface EvaluatedCart {
  valid: { line: CartLineRow; selection: LineSelection }[];
  invalid: { line: CartLineRow; refusal: LineRefusal }[];
  priced: PricedCart;
  /** Fee and minimum order of the delivery band at this distance (cents). */
  band: { feeCents: number; minOrderCents: number };
  /** Whether tax and service charge apply, per product id. */
  charges: ReadonlyMap<string, ProductCharges>;
  /** The vouchers priced in, each with the cents it takes off. */
  vouchers: { terms: VoucherTerms; discountCents: number }[];
}

/** A product the catalogue no longer knows is charged like any product. */
export const chargesOf = (charges: ReadonlyMap<string, ProductCharges>, productId: string): ProductCharges =>
  charges.get(productId) ?? { hasTax: true, hasServiceCharge: true };

/** Units of a product in the cart's lines other than `line` (they share its stock). */
const unitsElsewhere = (lines: readonly CartLineRow[], line: CartLineRow) =>
  lines
    .filter((other) => other.id !== line.id && other.productId === line.productId)
    .reduce((n, l) => n + l.quantity, 0);

/** Checks and prices `lines` against the merchant's catalogue (read before the transaction: catalogue-cache.ts). */
export function evaluateCart(
  merchant: MerchantCatalogue,
  viewer: Viewer,
  outlet: OutletRow,
  state: CartState,
  lines: readonly CartLineRow[],
  vouchers: readonly VoucherTerms[] = [],
): EvaluatedCart {
  const { charges } = merchant;
  const catalogue = productsOf(merchant.categories);
  const context = menuViewContext({
    outletId: outlet.id,
    timeZone: outlet.timeZone,
    orderMode: state.orderMode,
    at: state.at,
    birthday: viewer.birthday,
  });
  const valid: EvaluatedCart['valid'] = [];
  const invalid: EvaluatedCart['invalid'] = [];
  for (const line of lines) {
    const checked = validateCartLine(inputOfLine(line), catalogue, {
      ...context,
      quantityInOtherLines: unitsElsewhere(lines, line),
    });
    if (checked.ok) valid.push({ line, selection: checked.selection });
    else invalid.push({ line, refusal: checked.refusal });
  }
  const band = deliveryBand(
    outlet.deliverySettings,
    state.deliveryDistance === null ? null : state.deliveryDistance / 1000,
  );
  const { priced, byVoucher } = priceCartWithVouchers(
    {
      lines: valid.map(({ line, selection }) => ({
        key: line.id,
        selection,
        ...chargesOf(charges, selection.product._id),
        voucherId: line.freeItemVoucherValueId,
      })),
      outlet: outletView(outlet, null),
      orderMode: state.orderMode,
      at: state.at,
      priceRules: merchant.priceRules,
      pricingTiers: merchant.pricingTiers,
      deliveryFeeCents: state.orderMode === 'delivery' ? band.feeCents : 0,
    },
    vouchers,
  );
  const pricedVouchers = vouchers.map((terms) => ({ terms, discountCents: byVoucher.get(terms.id) ?? 0 }));
  return { valid, invalid, priced, band, charges, vouchers: pricedVouchers };
}
