import type { memberVouchers, promotions, voucherValues, vouchers } from '../../db/schema';

type MerchantRef = { id: string; name: string; logo: string | null; color: string };
type ValueRow = typeof voucherValues.$inferSelect;

const merchantView = (m: MerchantRef) => ({ _id: m.id, name: m.name, logo: m.logo, color: m.color });

/** A feed promotion card (seed 000 §3 Feed item, type other than voucher = promotion). */
export function promotionView(row: { promotion: typeof promotions.$inferSelect; merchant: MerchantRef }) {
  const p = row.promotion;
  return {
    _id: p.id,
    type: 'promotion' as const,
    title: p.title,
    description: p.description,
    image: p.image,
    createdAt: p.createdAt.toISOString(),
    merchant: merchantView(row.merchant),
  };
}

function voucherCore(voucher: typeof vouchers.$inferSelect, merchant: MerchantRef, value: ValueRow | null) {
  return {
    _id: voucher.id,
    type: 'voucher' as const,
    name: voucher.name,
    description: voucher.description,
    image: voucher.image,
    merchant: merchantView(merchant),
    voucherValueId: value?.id ?? null,
    value: value ? Number(value.value) : null,
    price: value ? Number(value.price) : null,
  };
}

export function offeredVoucherView(row: {
  voucher: typeof vouchers.$inferSelect;
  merchant: MerchantRef;
  value: ValueRow | null;
}) {
  return { ...voucherCore(row.voucher, row.merchant, row.value), memberVoucherId: null };
}

export function memberVoucherView(row: {
  held: typeof memberVouchers.$inferSelect;
  voucher: typeof vouchers.$inferSelect;
  value: ValueRow;
  merchant: MerchantRef;
}) {
  return {
    ...voucherCore(row.voucher, row.merchant, row.value),
    memberVoucherId: row.held.id,
    balance: Number(row.held.balance),
    expiresAt: row.held.expiresAt?.toISOString() ?? null,
  };
}
