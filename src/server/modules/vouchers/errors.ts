/** The voucher routes' refusals, in the seed's words where it has them (src/shared/rules/voucher-messages.ts). */
import type { BuyBlock } from '../../../shared/rules/vouchers';
import { VOUCHER_MESSAGES } from '../../../shared/rules/voucher-messages';
import { AppError } from '../../lib/app-error';

const BLOCKS: Record<BuyBlock, [number, string, string]> = {
  notForSale: [403, 'NOT_FOR_SALE', VOUCHER_MESSAGES.notForSale],
  eventVoucher: [403, 'EVENT_VOUCHER', VOUCHER_MESSAGES.eventVoucher],
  notYetAvailable: [409, 'NOT_YET_AVAILABLE', VOUCHER_MESSAGES.notYetAvailable],
  expired: [409, 'VOUCHER_EXPIRED', VOUCHER_MESSAGES.voucherExpired],
  soldOut: [409, 'SOLD_OUT', VOUCHER_MESSAGES.soldOut],
  personalLimitReached: [409, 'PERSONAL_LIMIT_REACHED', VOUCHER_MESSAGES.personalLimitReached],
};

/** Why a voucher cannot be got or bought, as the answer the routes give (field voucherId). */
export function blocked(reason: BuyBlock): AppError {
  const [status, code, message] = BLOCKS[reason];
  return new AppError(status, code, message, 'voucherId');
}

export const noTickets = () => new AppError(409, 'NO_TICKETS', VOUCHER_MESSAGES.merchantCannotGift);
export const alreadyUsed = () => new AppError(409, 'VOUCHER_USED', VOUCHER_MESSAGES.alreadyUsed, 'code');
