/** What a product card and the popup show of a product (seed 002 §2 Menu and product card). */
import type { LocalisedText } from '../../../../shared/api/products';
import type { MenuProduct } from '../../../../shared/api/ordering-catalogue';
import type { OrderMode } from '../../../../shared/constants/ordering';
import { PRODUCT_NAME_MAX_CHARS } from '../../../../shared/constants/ordering';
import { truncateDescription } from '../../../../shared/rules/text';
import { toCents } from '../../../../shared/rules/cents-text';
import type { Language } from '../../../../shared/tenant';

const FIELD_OF_LANGUAGE: Record<Language, keyof LocalisedText> = { en: 'en_US', cn: 'zh_CN', mn: 'mn_MN' };

/** The text in the app language, falling back to English (always present). */
export function localised(text: LocalisedText, language: Language): string {
  return text[FIELD_OF_LANGUAGE[language]]?.trim() || text.en_US;
}

/** A card's name: 15 characters, then an ellipsis. */
export const cardName = (name: string) => truncateDescription(name, PRODUCT_NAME_MAX_CHARS);

/**
 * Plus and minus act directly only on a simple product (a normal product without modifier groups); anything else
 * opens the popup, where its choices are made.
 */
export const isSimpleProduct = (product: Pick<MenuProduct, 'type' | 'modifier_list'>) =>
  product.type === 0 && product.modifier_list.length === 0;

/** The price of a product in an order mode (delivery has its own product price). */
export function modePrice(product: Pick<MenuProduct, 'price'>, mode: OrderMode): string {
  if (mode === 'dine_in') return product.price.dine_in;
  return mode === 'delivery' ? product.price.delivery : product.price.takeout;
}

/** The price of a product shown as its lowest amount in cents, for sorting and the From price. */
export const priceCents = (amount: string) => toCents(amount) ?? 0;

/**
 * Prices are hidden where the outlet's menuPriceControl is hide and the menu is only being read (ordering off).
 */
export const showsPrices = (menuPriceControl: 'show' | 'hide', ordering: boolean) =>
  ordering || menuPriceControl !== 'hide';

/** Units of a product the cart already holds, over all its lines. */
export function unitsInCart(items: readonly { product: { _id: string }; quantity: number }[], productId: string) {
  return items.reduce((sum, item) => (item.product._id === productId ? sum + item.quantity : sum), 0);
}
