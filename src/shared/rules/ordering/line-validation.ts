/**
 * The server's check of a cart line a client sends (issue 11: "The server refuses a hand-made request that breaks any
 * modifier, bundle, quantity, stock, mode or time rule, with the order-system code of §8"). A line that passes comes
 * back resolved against the menu (selection.ts) for pricing; one that fails comes back as the first rule it breaks:
 * the code of seed 002 §8, the request field (a JSON path into the CartLineInput) and an English message for the
 * error body. The client maps the code to the seed's friendly text.
 *
 * Codes: 401 quantity (1–200; above the remaining stock 'Quantity exceeded'), 402 unknown product, 403 not orderable
 * here and now (not shown in order, other outlet, age), 407 bundle picks, 408 item-level (bundle picks on a product
 * that is not a bundle, the same group or item twice), 409 modifiers (unknown or inactive value, a group's min/max, a
 * value's max), 410 sold out (the product, or a product picked in its bundle, short for the line), 411 mode not
 * supported, 412 outside its operation times or ended, 424 modifier value sold out (short for the line).
 */
import { ORDER_SYSTEM_CODES, type OrderSystemCode } from '../../constants/ordering';
import type { CartLineInput } from '../../api/ordering-cart';
import type { BundledItem, MenuProduct, Modifier } from '../../api/ordering-catalogue';
import { isModifierValueOffered, type MenuViewContext, productUnavailability, supportsMode } from './menu-visibility';
import { groupCountProblem, isValueSoldOut } from './modifier-rules';
import { hasStockFor } from './option-stock';
import { lineQuantityLimit, quantityProblem } from './quantity';
import type { ChosenBundleProduct, ChosenModifierValue, LineSelection } from './selection';

export interface LineRefusal {
  orderSystemCode: OrderSystemCode;
  /** Path of the offending field in the request body, e.g. 'modifier_list[0].modifier_value_list[1].id'. */
  field: string;
  message: string;
}

export type LineValidation = { ok: true; selection: LineSelection } | { ok: false; refusal: LineRefusal };

export interface LineValidationContext extends MenuViewContext {
  /** Units of the same product already in the cart's other lines (they share its remaining stock). */
  quantityInOtherLines?: number;
}

type ModifierSelectionInput = CartLineInput['modifier_list'][number];

/** Thrown inside this module only, so each check reads as one line; validateCartLine turns it into a result. */
class Refused extends Error {
  constructor(readonly refusal: LineRefusal) {
    super(refusal.message);
  }
}

function refuse(orderSystemCode: OrderSystemCode, field: string, message: string): never {
  throw new Refused({ orderSystemCode, field, message });
}

const { MODIFIER_INVALID } = ORDER_SYSTEM_CODES;

/** Product ids a request may use: the _id, the order system's product_uid or the sourceId. */
const productIds = (product: MenuProduct) => [product._id, product.product_uid, product.sourceId];

function findProduct(catalogue: readonly MenuProduct[], uid: string): MenuProduct {
  const product = catalogue.find((candidate) => productIds(candidate).includes(uid));
  if (!product) refuse(ORDER_SYSTEM_CODES.PRODUCT_NOT_FOUND, 'product_uid', `product_uid: no product '${uid}' here`);
  return product;
}

function checkOrderable(product: MenuProduct, context: MenuViewContext): void {
  const reason = productUnavailability(product, context);
  if (reason === 'modeNotSupported') {
    refuse(ORDER_SYSTEM_CODES.MODE_NOT_SUPPORTED, 'product_uid', `product_uid: not sold for ${context.orderMode}`);
  }
  if (reason === 'outsideOperationTime' || reason === 'ended') {
    const why = reason === 'ended' ? 'its end time has passed' : 'outside its operation times';
    refuse(ORDER_SYSTEM_CODES.OUTSIDE_TIME, 'product_uid', `product_uid: not orderable at this time (${why})`);
  }
  if (reason !== null)
    refuse(ORDER_SYSTEM_CODES.ITEM_UNAVAILABLE, 'product_uid', `product_uid: unavailable (${reason})`);
}

function checkQuantity(product: MenuProduct, quantity: number, context: LineValidationContext): void {
  const limit = lineQuantityLimit(product);
  if (limit === 0) refuse(ORDER_SYSTEM_CODES.SOLD_OUT, 'product_uid', 'product_uid: sold out');
  // Tracked stock is shared with the product's other lines; the 200 cap is per line.
  const available = product.is_track_quantity ? Math.max(0, limit - (context.quantityInOtherLines ?? 0)) : limit;
  const problem = quantityProblem(quantity, available);
  if (problem === 'enterQuantity') {
    refuse(ORDER_SYSTEM_CODES.INVALID_QUANTITY, 'quantity', 'quantity: Enter quantity (a whole number from 1)');
  }
  if (problem === 'quantityExceeded') {
    refuse(ORDER_SYSTEM_CODES.INVALID_QUANTITY, 'quantity', `quantity: Quantity exceeded (at most ${available})`);
  }
}

/** Refuses (408) an id the request lists twice in one list, then remembers it. */
function requireFirstMention(seen: Set<string>, id: string, field: string): void {
  if (seen.has(id)) refuse(ORDER_SYSTEM_CODES.ITEM_INVALID, field, `${field}: '${id}' is listed twice`);
  seen.add(id);
}

/**
 * The chosen values of a product's (or a bundle pick's) modifier groups. `units` is how many units the values go
 * with, for their stock; `at` the path of the modifier_list in the request.
 */
function resolveModifiers(
  groups: readonly Modifier[],
  chosen: readonly ModifierSelectionInput[],
  units: number,
  at: string,
  orderAt: Date,
): ChosenModifierValue[] {
  const resolved: ChosenModifierValue[] = [];
  const seenGroups = new Set<string>();
  chosen.forEach((selection, groupIndex) => {
    const path = `${at}[${groupIndex}]`;
    requireFirstMention(seenGroups, selection.id, `${path}.id`);
    const modifier = groups.find((group) => group.id === selection.id);
    if (!modifier) refuse(MODIFIER_INVALID, `${path}.id`, `${path}.id: no modifier '${selection.id}' on this product`);
    const seenValues = new Set<string>();
    selection.modifier_value_list.forEach(({ id, quantity }, valueIndex) => {
      const valuePath = `${path}.modifier_value_list[${valueIndex}]`;
      requireFirstMention(seenValues, id, `${valuePath}.id`);
      const value = modifier.modifier_value_list.find((candidate) => candidate.id === id);
      if (!value || !isModifierValueOffered(value, orderAt)) {
        refuse(MODIFIER_INVALID, `${valuePath}.id`, `${valuePath}.id: no value '${id}' offered in '${modifier.id}'`);
      }
      if (!value.isActive) refuse(MODIFIER_INVALID, `${valuePath}.id`, `${valuePath}.id: '${id}' is inactive`);
      if (quantity < 1 || quantity > value.max_quantity) {
        refuse(MODIFIER_INVALID, `${valuePath}.quantity`, `${valuePath}.quantity: 1 to ${value.max_quantity}`);
      }
      if (isValueSoldOut(value) || !hasStockFor(value, quantity * units)) {
        refuse(ORDER_SYSTEM_CODES.MODIFIER_SOLD_OUT, `${valuePath}.id`, `${valuePath}.id: '${id}' is sold out`);
      }
      resolved.push({ modifier, value, quantity });
    });
  });
  for (const modifier of groups) {
    const units = resolved.filter((entry) => entry.modifier === modifier).reduce((sum, e) => sum + e.quantity, 0);
    const problem = groupCountProblem(modifier, units);
    if (problem !== null) {
      const index = chosen.findIndex((selection) => selection.id === modifier.id);
      const field = index >= 0 ? `${at}[${index}].modifier_value_list` : at;
      const bounds = `${modifier.min_quantity} to ${modifier.max_quantity}`;
      refuse(MODIFIER_INVALID, field, `${field}: modifier '${modifier.id}' takes ${bounds} (got ${units})`);
    }
  }
  return resolved;
}

function resolveBundle(
  product: MenuProduct,
  input: CartLineInput,
  context: LineValidationContext,
): ChosenBundleProduct[] {
  const { BUNDLE_INVALID } = ORDER_SYSTEM_CODES;
  if (product.type !== 1) {
    if (input.bundled_item_list.length > 0) {
      refuse(ORDER_SYSTEM_CODES.ITEM_INVALID, 'bundled_item_list', 'bundled_item_list: this product is not a bundle');
    }
    return [];
  }
  const picks: ChosenBundleProduct[] = [];
  const seenItems = new Set<string>();
  input.bundled_item_list.forEach((entry, itemIndex) => {
    const path = `bundled_item_list[${itemIndex}]`;
    requireFirstMention(seenItems, entry.id, `${path}.id`);
    const item: BundledItem | undefined = product.bundled_item_list.find((candidate) => candidate.id === entry.id);
    if (!item) refuse(BUNDLE_INVALID, `${path}.id`, `${path}.id: no bundled item '${entry.id}' in this bundle`);
    entry.product_list.forEach((pick, pickIndex) => {
      const pickPath = `${path}.product_list[${pickIndex}]`;
      const offered = item.product_list.find((candidate) => candidate.product_id === pick.product_id);
      if (!offered) {
        refuse(BUNDLE_INVALID, `${pickPath}.product_id`, `${pickPath}.product_id: '${pick.product_id}' not offered`);
      }
      if (!supportsMode(offered, context.orderMode)) {
        refuse(BUNDLE_INVALID, `${pickPath}.product_id`, `${pickPath}.product_id: not for ${context.orderMode}`);
      }
      const units = pick.quantity * input.quantity;
      // Each pick adds `offered.quantity` units of the product (a box of 2 muffins takes 2 from the muffins' stock).
      if (!hasStockFor(offered, units * offered.quantity)) {
        refuse(ORDER_SYSTEM_CODES.SOLD_OUT, `${pickPath}.product_id`, `${pickPath}.product_id: sold out`);
      }
      const modifiers = resolveModifiers(
        offered.modifier_list,
        pick.modifier_list,
        units,
        `${pickPath}.modifier_list`,
        context.at,
      );
      picks.push({ item, product: offered, quantity: pick.quantity, modifiers });
    });
  });
  for (const item of product.bundled_item_list) {
    const count = picks.filter((pick) => pick.item === item).reduce((sum, pick) => sum + pick.quantity, 0);
    if (count < item.min_quantity || count > item.max_quantity) {
      const index = input.bundled_item_list.findIndex((entry) => entry.id === item.id);
      const field = index >= 0 ? `bundled_item_list[${index}].product_list` : 'bundled_item_list';
      const bounds = `${item.min_quantity} to ${item.max_quantity}`;
      refuse(BUNDLE_INVALID, field, `${field}: bundled item '${item.id}' takes ${bounds} products (got ${count})`);
    }
  }
  return picks;
}

/** Checks a line against the full catalogue of the outlet (not the filtered menu, so each refusal is precise). */
export function validateCartLine(
  input: CartLineInput,
  catalogue: readonly MenuProduct[],
  context: LineValidationContext,
): LineValidation {
  try {
    const product = findProduct(catalogue, input.product_uid);
    checkOrderable(product, context);
    checkQuantity(product, input.quantity, context);
    const modifiers = resolveModifiers(
      product.modifier_list,
      input.modifier_list,
      input.quantity,
      'modifier_list',
      context.at,
    );
    const bundle = resolveBundle(product, input, context);
    return { ok: true, selection: { product, quantity: input.quantity, modifiers, bundle } };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}
