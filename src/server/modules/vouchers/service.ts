/** The voucher screens' answers (seed 001 §2, §4): a voucher on offer, the buy sheet's list, and a held copy. */
import type { IssuedVoucher, VoucherDetail, VoucherPaymentAsset } from '../../../shared/api/vouchers';
import {
  buyBlockedReason,
  isHiddenFromMember,
  issuedState,
  marginLimitExceeded,
  offerState,
  personalMarginLimitExceeded,
} from '../../../shared/rules/vouchers';
import { fromCents } from '../../../shared/rules/money';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { ServerContext } from '../../context';
import { centsOfNumeric } from '../../db/sql-values';
import { notFound } from '../../lib/app-error';
import { creditClosed } from '../wallet/policy';
import { displayName } from '../wallet/views';
import * as repo from './repository';

type Ctx = Pick<ServerContext, 'db' | 'clock'>;
type Scope = { tenantId: string; userId: string };

export const valueView = (v: repo.VoucherValueRow) => ({
  _id: v.id,
  value: Number(v.value),
  price: Number(v.price),
  pointAmount: v.pointAmount === null ? null : Number(v.pointAmount),
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What a voucher can be bought with: points when any value has a point price; credit when priced and open. */
function paymentAssets(tenant: ResolvedTenant, values: repo.VoucherValueRow[]): VoucherPaymentAsset[] {
  const assets: VoucherPaymentAsset[] = [];
  if (values.some((v) => v.pointAmount !== null)) assets.push('points');
  if (!creditClosed(tenant) && values.some((v) => Number(v.price) > 0)) assets.push('credit');
  return assets;
}

/** A voucher on offer, as the caller (null: anonymous or guest) sees it; 404 if absent. */
export async function voucherDetail(
  ctx: Ctx,
  tenant: ResolvedTenant,
  voucherId: string,
  userId: string | null,
): Promise<VoucherDetail> {
  const row = await repo.findVoucher(ctx.db, tenant.id, voucherId);
  if (!row) throw notFound('Voucher');
  const { voucher, merchant } = row;
  const scope = userId ? { tenantId: tenant.id, userId } : null;
  const [values, issuedIds, personalCount, outlets] = await Promise.all([
    repo.valuesOf(ctx.db, tenant.id, voucherId),
    scope ? repo.heldIds(ctx.db, scope, voucherId) : [],
    scope ? repo.issuedCount(ctx.db, scope, voucherId) : 0,
    repo.outletsFor(ctx.db, tenant.id, voucher.merchantId, voucher.outlets),
  ]);
  const now = ctx.clock();
  return {
    _id: voucher.id,
    name: voucher.name,
    description: voucher.description,
    image: voucher.image,
    merchant: { _id: merchant.id, name: merchant.name, logo: merchant.logo, color: merchant.color },
    values: values.map(valueView),
    issuedIds,
    voucherType: voucher.voucherType,
    voucherValueType: voucher.voucherValueType,
    isPurchase: voucher.isPurchase,
    startDate: iso(voucher.startDate),
    expiryDate: iso(voucher.expiryDate),
    validityInDays: voucher.validityInDays,
    state: offerState(voucher, now),
    outlets,
    channels: voucher.channels,
    productSelectType: voucher.productSelectType,
    productCount: voucher.productCount,
    margin: voucher.margin,
    marginBalance: voucher.marginBalance,
    personalMargin: voucher.personalMargin,
    personalMarginBalance:
      scope && voucher.personalMargin !== null ? Math.max(0, voucher.personalMargin - personalCount) : null,
    marginLimitExceeded: marginLimitExceeded(voucher),
    personalMarginLimitExceeded: personalMarginLimitExceeded(voucher, personalCount),
    voucherEvent: voucher.voucherEvent,
    termBody: voucher.termBody,
    howItWorks: voucher.howItWorks,
    freeLabel: voucher.freeLabel,
    buyBlockedReason: buyBlockedReason(voucher, personalCount, now),
    paymentAssets: paymentAssets(tenant, values),
  };
}

/** The buy sheet: vouchers of a merchant (or the tenant) a member can buy now; Birthday ones need a birthday. */
export async function vouchersOnSale(
  ctx: Ctx,
  tenant: ResolvedTenant,
  merchantId: string | undefined,
  viewer: { userId: string; hasBirthday: boolean } | null,
): Promise<VoucherDetail[]> {
  const ids = await repo.purchasableVouchers(ctx.db, tenant.id, merchantId);
  const details = await Promise.all(ids.map(({ id }) => voucherDetail(ctx, tenant, id, viewer?.userId ?? null)));
  return details.filter(
    (v) => v.buyBlockedReason === null && !isHiddenFromMember(v.voucherEvent, viewer?.hasBirthday ?? false),
  );
}

/** The member's own copy of a voucher with its code, state and history; 404 for anyone else's or an unknown one. */
export async function issuedVoucher(
  ctx: Ctx,
  tenant: ResolvedTenant,
  scope: Scope,
  voucherId: string,
  issuedId: string,
): Promise<IssuedVoucher> {
  const found = await repo.findHeld(ctx.db, scope, voucherId, issuedId);
  if (!found) throw notFound('Voucher');
  const { held, value } = found;
  const [voucher, redemptions, settings, code, giver] = await Promise.all([
    voucherDetail(ctx, tenant, voucherId, scope.userId),
    repo.redemptionsOf(ctx.db, scope.tenantId, held.id),
    repo
      .findVoucher(ctx.db, scope.tenantId, voucherId)
      .then((row) => (row ? repo.settingsOf(ctx.db, scope.tenantId, row.voucher.merchantId) : null)),
    repo.activeDiscountCode(ctx.db, scope.tenantId, held.id),
    held.giftedByUserId ? repo.userName(ctx.db, scope.tenantId, held.giftedByUserId) : null,
  ]);
  const status = issuedState(held, ctx.clock());
  return {
    _id: held.id,
    code: held.id,
    voucher,
    value: valueView(value),
    balance: Number(held.balance),
    createdAt: held.createdAt.toISOString(),
    expiresAt: iso(held.expiresAt),
    status,
    voucherUsedDate: iso(held.voucherUsedDate),
    giftedBy: giver ? displayName(giver) : null,
    redemptions: redemptions.map((r) => ({
      _id: r.redemption.id,
      createdAt: r.redemption.createdAt.toISOString(),
      amount: Number(r.redemption.amount),
      outletName: r.outletName,
    })),
    discountCodeAvailable: status === 'available' && voucher.voucherType === 'cash' && Boolean(settings?.shopConnector),
    discountCode: code ? { code: code.code, amount: fromCents(centsOfNumeric(code.amount)) } : null,
  };
}
