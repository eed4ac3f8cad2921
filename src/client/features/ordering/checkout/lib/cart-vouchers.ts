/**
 * The voucher section's decisions (seed 002 §4 Voucher application), on the shared rules the server applies: what a
 * tap on Apply sends, or which of the seed's toasts it shows instead, and the toast of a refusal the server sends.
 */
import type { MessageDescriptor } from 'react-intl';
import type { CartDiscountList, CartVoucher } from '../../../../api/ordering-cart';
import { isApiError } from '../../../../api/api-error';
import {
  chosenCountRefusal,
  isItemVoucher,
  voucherListRefusal,
  type VoucherRefusalReason,
  type VoucherTerms,
} from '../../../../../shared/rules/ordering/cart-vouchers';
import type { OrderMode } from '../../../../../shared/constants/ordering';
import { checkoutMessages as m } from '../checkout-messages';

const REFUSAL_MESSAGES: Record<VoucherRefusalReason, MessageDescriptor> = {
  wrongOutlet: m.voucherWrongOutlet,
  wrongChannel: m.voucherWrongChannel,
  stacking: m.voucherStacking,
  chooseItems: m.voucherChooseItems,
  allChosen: m.voucherAllChosen,
  productUnavailable: m.voucherProductUnavailable,
  notForCart: m.voucherNotForCart,
};

/** A toast of the section: a message with its values. */
export interface VoucherToast {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

const toastOf = (reason: VoucherRefusalReason, card: Pick<CartVoucher, 'productCount'>): VoucherToast => ({
  message: REFUSAL_MESSAGES[reason],
  values: { count: card.productCount },
});

/** A card as the shared rules read it (its products are already resolved by the server). */
const termsOf = (card: CartVoucher): VoucherTerms => ({
  id: card._id,
  name: card.name,
  voucherType: card.voucherType,
  valueType: card.voucherValueType,
  value: card.value,
  productCount: card.productCount,
  channels: card.channels,
  outlets: card.outlets,
  productSelectType: null,
  productCategory: [],
  productTags: [],
  products: [],
});

export interface ApplyContext {
  outletId: string;
  orderMode: OrderMode;
  stackVoucherType: 'multiple' | 'single';
  /** Every card, the applied ones among them. */
  cards: readonly CartVoucher[];
}

export type ApplyDecision =
  | { kind: 'send'; discountList: CartDiscountList; notice: VoucherToast | null }
  | { kind: 'refuse'; toast: VoucherToast; showItems: boolean };

/**
 * What tapping a card's Apply/Applied does: an applied card comes off; another is checked as the server would (its
 * outlet and channel, stacking, its chosen products) and joins the applied ones. A voucher that adds its products by
 * itself says so ('This product will be automatically added when you use this voucher').
 */
export function decideApply(card: CartVoucher, picks: readonly string[], context: ApplyContext): ApplyDecision {
  const applied = context.cards.filter((c) => c.isApplied && c._id !== card._id);
  const keep = applied.map((c) => ({ discount_code: 'VOUCHER' as const, reference_id: c._id }));
  if (card.isApplied) return { kind: 'send', discountList: keep, notice: null };
  // The server's own verdict for this cart's outlet and mode comes first.
  if (card.block) return { kind: 'refuse', toast: toastOf(card.block, card), showItems: false };
  const refusal =
    voucherListRefusal([...applied, card].map(termsOf), context) ?? chosenCountRefusal(termsOf(card), picks.length);
  if (refusal)
    return {
      kind: 'refuse',
      toast: toastOf(refusal.reason, card),
      showItems: refusal.reason === 'chooseItems' || refusal.reason === 'allChosen',
    };
  const choosing = isItemVoucher(card.voucherType) && card.productCount > 0;
  return {
    kind: 'send',
    discountList: [
      ...keep,
      { discount_code: 'VOUCHER', reference_id: card._id, ...(choosing && { products: [...picks] }) },
    ],
    notice: isItemVoucher(card.voucherType) && card.productCount === 0 ? { message: m.voucherAutoAdded } : null,
  };
}

/** Picking one more product for an item voucher: refused past productCount ('All products has chosen'). */
export function togglePick(card: CartVoucher, picks: readonly string[], productId: string) {
  if (picks.includes(productId)) return { picks: picks.filter((id) => id !== productId), toast: null };
  if (picks.length >= card.productCount) return { picks, toast: toastOf('allChosen', card) };
  return { picks: [...picks, productId], toast: null };
}

/** The toast of a refused apply: the seed's words for the voucher rules, nothing for the silent 409. */
export function applyErrorToast(error: unknown, card: Pick<CartVoucher, 'productCount'>): VoucherToast | string | null {
  if (!isApiError(error)) return null;
  if (error.status === 409 && error.code === 'CONFLICT') return null;
  const reason = error.code.startsWith('VOUCHER_')
    ? (error.code
        .slice('VOUCHER_'.length)
        .toLowerCase()
        .replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as VoucherRefusalReason)
    : null;
  return reason && reason in REFUSAL_MESSAGES ? toastOf(reason, card) : error.message;
}
