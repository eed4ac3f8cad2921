/**
 * Online-shop discount codes of held cash vouchers (seed 001 §2, §4): offered for an issued, unused cash copy of a
 * merchant with a shop connection; one active code per copy (a partial unique index), created ('Discount code
 * created') and voided ('Successfully voided') in the shop through the merchant's connector.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DiscountCode } from '../../../shared/api/vouchers';
import { fromCents } from '../../../shared/rules/money';
import { VOUCHER_MESSAGES } from '../../../shared/rules/voucher-messages';
import { issuedState } from '../../../shared/rules/vouchers';
import type { ServerContext } from '../../context';
import { voucherDiscountCodes } from '../../db/schema';
import { centsOfNumeric } from '../../db/sql-values';
import { AppError, notFound } from '../../lib/app-error';
import { newId, newReadableCode } from '../../lib/ids';
import * as repo from './repository';
import { ShopUnavailable, type ShopConnector } from './shop-connectors/connector';
import { sandboxConnector } from './shop-connectors/sandbox';
import { shopOrigin, shopifyConnector, shopifyTokenVariable } from './shop-connectors/shopify';

type Ctx = Pick<ServerContext, 'db' | 'clock'>;
type Member = { tenantId: string; userId: string };

/** The merchant's connector; null when it has no shop, or Shopify without its domain or token. */
export function connectorFor(
  settings: repo.SettingsRow | null,
  env: Record<string, string | undefined> = process.env,
): ShopConnector | null {
  if (settings?.shopConnector === 'sandbox') return sandboxConnector;
  if (settings?.shopConnector !== 'shopify' || !settings.shopDomain) return null;
  const accessToken = env[shopifyTokenVariable(settings.merchantId)];
  return accessToken ? shopifyConnector({ origin: shopOrigin(settings.shopDomain), accessToken }) : null;
}

const unavailable = () =>
  new AppError(
    409,
    'DISCOUNT_CODE_UNAVAILABLE',
    'Discount codes are made only from unused cash vouchers of a merchant with an online shop',
  );
const shopError = (error: unknown) =>
  error instanceof ShopUnavailable ? new AppError(502, 'SHOP_UNAVAILABLE', error.message) : error;

/** The member's copy, its merchant's connector, and whether a code may be made of it now. */
async function copyWithShop(ctx: Ctx, member: Member, voucherId: string, issuedId: string) {
  const found = await repo.findHeld(ctx.db, member, voucherId, issuedId);
  const voucher = found && (await repo.findVoucher(ctx.db, member.tenantId, voucherId));
  if (!found || !voucher) throw notFound('Voucher');
  const settings = await repo.settingsOf(ctx.db, member.tenantId, voucher.voucher.merchantId);
  return { ...found, voucher: voucher.voucher, connector: connectorFor(settings) };
}

export async function createDiscountCode(
  ctx: Ctx,
  member: Member,
  voucherId: string,
  issuedId: string,
): Promise<DiscountCode> {
  const { held, voucher, connector } = await copyWithShop(ctx, member, voucherId, issuedId);
  const now = ctx.clock();
  if (!connector || voucher.voucherType !== 'cash' || issuedState(held, now) !== 'available') throw unavailable();
  const amount = fromCents(centsOfNumeric(held.balance));
  // The row is written first: the unique index lets one request per copy through before anything reaches the shop.
  const [row] = await ctx.db
    .insert(voucherDiscountCodes)
    .values({
      id: newId(),
      tenantId: member.tenantId,
      merchantId: voucher.merchantId,
      memberVoucherId: held.id,
      userId: member.userId,
      code: `LV${newReadableCode(10)}`,
      amount,
      connector: connector.name,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(409, 'DISCOUNT_CODE_EXISTS', 'This voucher already has an active discount code');
  try {
    const externalId = await connector.createCode({ code: row.code, amount, title: `${voucher.name} (${row.code})` });
    await ctx.db.update(voucherDiscountCodes).set({ externalId }).where(eq(voucherDiscountCodes.id, row.id));
  } catch (error) {
    await ctx.db.delete(voucherDiscountCodes).where(eq(voucherDiscountCodes.id, row.id));
    throw shopError(error);
  }
  return { code: row.code, amount };
}

export async function voidDiscountCode(ctx: Ctx, member: Member, voucherId: string, issuedId: string) {
  const { held, connector } = await copyWithShop(ctx, member, voucherId, issuedId);
  const active = await repo.activeDiscountCode(ctx.db, member.tenantId, held.id);
  if (!active) throw new AppError(404, 'NOT_FOUND', 'This voucher has no active discount code');
  try {
    await (connector ?? sandboxConnector).voidCode(active);
  } catch (error) {
    throw shopError(error);
  }
  await ctx.db
    .update(voucherDiscountCodes)
    .set({ voidedAt: ctx.clock() })
    .where(and(eq(voucherDiscountCodes.id, active.id), isNull(voucherDiscountCodes.voidedAt)));
  return { message: VOUCHER_MESSAGES.successfullyVoided };
}
