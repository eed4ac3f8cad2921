/** Development fixtures of vouchers (not in production; docs/api.md): a voucher to test with, merchant settings. */
import type { Static } from '@sinclair/typebox';
import type { DevVoucherInput } from '../../../shared/api/vouchers';
import type { ServerContext } from '../../context';
import { voucherMerchantSettings, voucherValues, vouchers } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { merchantOrThrow } from '../wallet/service';

type Ctx = Pick<ServerContext, 'db' | 'clock'>;

export async function createVoucher(ctx: Ctx, tenantId: string, input: Static<typeof DevVoucherInput>) {
  const merchant = await merchantOrThrow(ctx.db, tenantId, input.merchantId ?? tenantId);
  const voucherId = `dev-${newId()}`;
  const voucherValueId = `${voucherId}-val1`;
  const date = (iso: string | undefined, field: string) => {
    if (iso === undefined) return null;
    const parsed = new Date(iso);
    if (Number.isNaN(parsed.getTime())) throw badRequest(`${field} must be an ISO-8601 date and time`, field);
    return parsed;
  };
  const startDate = date(input.startDate, 'startDate');
  const expiryDate = date(input.expiryDate, 'expiryDate');
  await ctx.db.transaction(async (tx) => {
    await tx.insert(vouchers).values({
      id: voucherId,
      tenantId,
      merchantId: merchant.id,
      name: input.name,
      createdAt: ctx.clock(),
      voucherType: input.voucherType ?? 'cash',
      isPurchase: input.isPurchase ?? true,
      margin: input.margin ?? null,
      marginBalance: input.margin ?? null,
      personalMargin: input.personalMargin ?? null,
      barcode: input.barcode ?? null,
      voucherEvent: input.voucherEvent ?? null,
      startDate,
      expiryDate,
      validityInDays: input.validityInDays ?? null,
      voucherValueType: input.voucherValueType ?? 'amount',
      channels: input.channels ?? [],
      outlets: input.outlets ?? [],
      productSelectType: input.productSelectType ?? null,
      products: input.products ?? [],
      productCategory: input.productCategory ?? [],
      productTags: input.productTags ?? [],
      productCount: input.productCount ?? 0,
    });
    await tx.insert(voucherValues).values({
      id: voucherValueId,
      tenantId,
      voucherId,
      value: input.value.toFixed(2),
      price: (input.price ?? 0).toFixed(2),
      pointAmount: input.pointAmount === undefined ? null : input.pointAmount.toFixed(2),
    });
  });
  return { voucherId, voucherValueId };
}

export async function setSettings(
  ctx: Ctx,
  tenantId: string,
  input: {
    merchantId?: string;
    ticket?: number;
    isClaimVoucherVerification?: boolean;
    shopConnector?: 'sandbox' | 'shopify' | null;
    shopDomain?: string | null;
  },
) {
  const merchant = await merchantOrThrow(ctx.db, tenantId, input.merchantId ?? tenantId);
  const { merchantId: _omit, ...changes } = input;
  const [row] = await ctx.db
    .insert(voucherMerchantSettings)
    .values({ merchantId: merchant.id, tenantId, ...changes })
    .onConflictDoUpdate({ target: voucherMerchantSettings.merchantId, set: { tenantId, ...changes } })
    .returning();
  return {
    merchantId: row.merchantId,
    ticket: row.ticket,
    isClaimVoucherVerification: row.isClaimVoucherVerification,
    shopConnector: row.shopConnector,
  };
}
