/** How voucher facts and the server's refusals read in the member's language (seed 001 §5, §8). */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { BUY_BLOCKS } from '../../../../shared/api/vouchers';
import type { VoucherType } from '../../../../shared/constants/vouchers';
import { VOUCHER_MESSAGES } from '../../../../shared/rules/voucher-messages';
import { isApiError } from '../../../api/api-error';
import { voucherMessages as m } from '../messages';

export const TYPE_LABELS: Record<VoucherType, MessageDescriptor> = {
  cash: m.typeCash,
  discount: m.typeDiscount,
  gift: m.typeGift,
  feeItem: m.typeFeeItem,
  itemDiscount: m.typeItemDiscount,
  itemCash: m.typeItemCash,
  fixedPriceItem: m.typeFixedPriceItem,
};

export const BLOCK_LABELS: Record<(typeof BUY_BLOCKS)[number], MessageDescriptor> = {
  notForSale: m.blockNotForSale,
  eventVoucher: m.blockEvent,
  notYetAvailable: m.blockNotYet,
  expired: m.expiredNote,
  soldOut: m.blockSoldOut,
  personalLimitReached: m.blockPersonal,
};

/** The server's seed messages, translated; any other message is shown as the server wrote it. */
const SERVER_MESSAGES: Record<string, MessageDescriptor> = {
  [VOUCHER_MESSAGES.pointNotSufficient]: m.pointNotSufficient,
  [VOUCHER_MESSAGES.voucherExpired]: m.voucherExpired,
  [VOUCHER_MESSAGES.giftToYourself]: m.giftToYourself,
  [VOUCHER_MESSAGES.merchantCannotGift]: m.merchantCannotGift,
  [VOUCHER_MESSAGES.cantVerifyBiometric]: m.cantVerify,
  [VOUCHER_MESSAGES.required]: m.required,
  [VOUCHER_MESSAGES.soldOut]: m.blockSoldOut,
  [VOUCHER_MESSAGES.personalLimitReached]: m.blockPersonal,
  [VOUCHER_MESSAGES.notYetAvailable]: m.blockNotYet,
  'User not found!': m.userNotFound,
};

export function voucherErrorText(intl: IntlShape, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const known = SERVER_MESSAGES[message];
  if (known) return intl.formatMessage(known);
  return isApiError(error) || error instanceof Error ? message : String(error);
}
