/**
 * Vouchers to buy, claim and hold on every tenant (issue 13 demo): the tenant's own merchant sells a few vouchers
 * that fit what it sells (points or store credit, limits nearly used up, a validity after purchase), has a printed
 * welcome barcode (`<TENANT ID>-WELCOME`, docs/api.md), a Birthday treat it gives but never sells, an upcoming and
 * an ended offer (the detail screen's states), SMS tickets with the purchase code on, and the sandbox shop for
 * discount codes. The demo member received one voucher as a gift from the demo friend and used another.
 * Deterministic; runs once per tenant (skipped when the tenant's voucher settings exist).
 */
import { and, eq } from 'drizzle-orm';
import type { VoucherType, VoucherValueType } from '../../../shared/constants/vouchers';
import { layoutProfile, type Goods } from '../../../shared/tenant/layout-profiles';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import { issuedExpiry } from '../../../shared/rules/vouchers';
import type { Db } from '../client';
import { memberVouchers, voucherMerchantSettings, voucherRedemptions, voucherValues, vouchers } from '../schema';

const DAY = 86_400_000;
const SEED_EPOCH = Date.UTC(2026, 0, 1);
const OFFER_END = new Date(Date.UTC(2027, 11, 31));

interface DemoVoucher {
  key: string;
  name: string;
  description: string;
  voucherType: VoucherType;
  voucherValueType?: VoucherValueType;
  value: number;
  /** Store credit price (0: not for credit) and point price (null: not for points). */
  price: number;
  pointAmount: number | null;
  isPurchase: boolean;
  margin?: number;
  sold?: number;
  personalMargin?: number;
  validityInDays?: number;
  voucherEvent?: string;
  startDate?: Date;
  expiryDate?: Date;
  barcode?: boolean;
}

const TERMS =
  'One voucher per order. Not exchangeable for cash. Cannot be combined with other vouchers. Valid at the outlets listed.';

const CATALOGUE: Record<Goods, DemoVoucher[]> = {
  'food-and-drink': [
    {
      key: 'coffee5',
      name: '$5 off your coffee',
      description: 'Take $5 off any drink order.',
      voucherType: 'cash',
      value: 5,
      price: 4.5,
      pointAmount: 500,
      isPurchase: true,
      margin: 200,
      sold: 187,
      personalMargin: 3,
      validityInDays: 30,
    },
    {
      key: 'pastry',
      name: 'Free pastry with any drink',
      description: 'Pick a croissant, muffin or cookie with your drink.',
      voucherType: 'feeItem',
      value: 4,
      price: 0,
      pointAmount: 800,
      isPurchase: true,
      margin: 50,
      sold: 12,
      validityInDays: 14,
    },
    {
      key: 'lunch20',
      name: '20% off lunch',
      description: 'Twenty percent off any lunch set, eat in or take away.',
      voucherType: 'discount',
      voucherValueType: 'percent',
      value: 20,
      price: 6,
      pointAmount: 1200,
      isPurchase: true,
      personalMargin: 1,
    },
    {
      key: 'welcome',
      name: 'Welcome drink',
      description: 'A drink on us for your first visit.',
      voucherType: 'feeItem',
      value: 5,
      price: 0,
      pointAmount: null,
      isPurchase: false,
      voucherEvent: 'First time shopper',
      margin: 500,
      sold: 41,
      personalMargin: 1,
      validityInDays: 7,
      barcode: true,
    },
    {
      key: 'birthday',
      name: 'Birthday treat',
      description: 'A slice of cake on your birthday.',
      voucherType: 'feeItem',
      value: 6,
      price: 0,
      pointAmount: null,
      isPurchase: false,
      voucherEvent: 'Birthday',
    },
    {
      key: 'xmas',
      name: 'Christmas hot chocolate',
      description: 'Half price hot chocolate through the holidays.',
      voucherType: 'itemDiscount',
      voucherValueType: 'percent',
      value: 50,
      price: 2,
      pointAmount: 300,
      isPurchase: true,
      startDate: new Date(Date.UTC(2026, 11, 20)),
    },
    {
      key: 'summer',
      name: 'Summer iced tea',
      description: 'Any iced tea for $2 all summer.',
      voucherType: 'fixedPriceItem',
      value: 2,
      price: 1.5,
      pointAmount: 150,
      isPurchase: true,
      expiryDate: new Date(Date.UTC(2026, 7, 31)),
    },
  ],
  merchandise: [
    {
      key: 'ten-off',
      name: '$10 off $50',
      description: 'Take $10 off a basket of $50 or more, in store or online.',
      voucherType: 'cash',
      value: 10,
      price: 9,
      pointAmount: 1000,
      isPurchase: true,
      margin: 150,
      sold: 142,
      personalMargin: 2,
      validityInDays: 60,
    },
    {
      key: 'outerwear',
      name: '15% off outerwear',
      description: 'Jackets, fleeces and rain shells.',
      voucherType: 'itemDiscount',
      voucherValueType: 'percent',
      value: 15,
      price: 5,
      pointAmount: 700,
      isPurchase: true,
      margin: 80,
      sold: 20,
      validityInDays: 30,
    },
    {
      key: 'socks',
      name: 'Free hiking socks',
      description: 'A pair of merino hiking socks with any boots.',
      voucherType: 'feeItem',
      value: 18,
      price: 0,
      pointAmount: 1500,
      isPurchase: true,
      personalMargin: 1,
    },
    {
      key: 'welcome',
      name: 'Welcome gift',
      description: 'A water bottle for your first purchase.',
      voucherType: 'gift',
      value: 12,
      price: 0,
      pointAmount: null,
      isPurchase: false,
      voucherEvent: 'First time shopper',
      margin: 300,
      sold: 77,
      personalMargin: 1,
      validityInDays: 14,
      barcode: true,
    },
    {
      key: 'birthday',
      name: 'Birthday treat',
      description: '$15 off anything in your birthday month.',
      voucherType: 'cash',
      value: 15,
      price: 0,
      pointAmount: null,
      isPurchase: false,
      voucherEvent: 'Birthday',
    },
    {
      key: 'winter',
      name: 'Winter sale preview',
      description: '$20 off before the winter sale opens to everyone.',
      voucherType: 'cash',
      value: 20,
      price: 18,
      pointAmount: 2000,
      isPurchase: true,
      startDate: new Date(Date.UTC(2026, 11, 26)),
    },
    {
      key: 'summer',
      name: 'Summer camping deal',
      description: 'Tents at a fixed $99.',
      voucherType: 'fixedPriceItem',
      value: 99,
      price: 10,
      pointAmount: 900,
      isPurchase: true,
      expiryDate: new Date(Date.UTC(2026, 7, 31)),
    },
  ],
};

export const demoBarcode = (tenantId: string) => `${tenantId.toUpperCase()}-WELCOME`;

export async function seedVoucherDemoData(db: Db, tenant: ResolvedTenant): Promise<boolean> {
  const own = tenant.id;
  const [seeded] = await db
    .select({ id: voucherMerchantSettings.merchantId })
    .from(voucherMerchantSettings)
    .where(and(eq(voucherMerchantSettings.tenantId, tenant.id), eq(voucherMerchantSettings.merchantId, own)));
  if (seeded) return false;
  const memberId = `${tenant.id}-demo-member`;
  const friendId = `${tenant.id}-demo-friend`;
  await db.transaction(async (tx) => {
    await tx.insert(voucherMerchantSettings).values({
      merchantId: own,
      tenantId: own,
      ticket: 500,
      isClaimVoucherVerification: true,
      shopConnector: 'sandbox',
    });
    for (const [i, v] of CATALOGUE[layoutProfile(tenant).goods].entries()) {
      const id = `${own}-sv-${v.key}`;
      await tx.insert(vouchers).values({
        id,
        tenantId: own,
        merchantId: own,
        name: v.name,
        description: v.description,
        sortOrder: 100 + i,
        createdAt: new Date(SEED_EPOCH + i * DAY),
        voucherType: v.voucherType,
        voucherValueType: v.voucherValueType ?? 'amount',
        isPurchase: v.isPurchase,
        startDate: v.startDate ?? new Date(SEED_EPOCH),
        expiryDate: v.expiryDate ?? OFFER_END,
        validityInDays: v.validityInDays ?? null,
        channels: v.voucherType === 'cash' ? [] : ['dine_in', 'pick_up'],
        productCount: v.voucherType === 'feeItem' ? 1 : 0,
        margin: v.margin ?? null,
        marginBalance: v.margin === undefined ? null : v.margin - (v.sold ?? 0),
        personalMargin: v.personalMargin ?? null,
        voucherEvent: v.voucherEvent ?? null,
        termBody: TERMS,
        howItWorks: '<p>Show the QR code at the counter, or apply the voucher in your cart.</p>',
        barcode: v.barcode ? demoBarcode(tenant.id) : null,
      });
      await tx.insert(voucherValues).values({
        id: `${id}-val1`,
        tenantId: own,
        voucherId: id,
        value: v.value.toFixed(2),
        price: v.price.toFixed(2),
        pointAmount: v.pointAmount === null ? null : v.pointAmount.toFixed(2),
      });
    }
    // A voucher the demo friend gave the demo member, and one the member already used at the counter.
    const [gifted, used] = CATALOGUE[layoutProfile(tenant).goods];
    const issued = new Date(Date.UTC(2026, 10, 10));
    for (const [n, v] of [gifted, used].entries()) {
      const voucherId = `${own}-sv-${v.key}`;
      const copyId = `${memberId}-mv-sv${n + 1}`;
      const createdAt = new Date(issued.getTime() - n * 40 * DAY);
      await tx.insert(memberVouchers).values({
        id: copyId,
        tenantId: own,
        userId: memberId,
        voucherId,
        voucherValueId: `${voucherId}-val1`,
        balance: n === 0 ? v.value.toFixed(2) : '0',
        createdAt,
        expiresAt: issuedExpiry(createdAt, { validityInDays: v.validityInDays ?? null, expiryDate: OFFER_END }),
        voucherUsed: n === 1,
        voucherUsedDate: n === 1 ? new Date(issued.getTime() - 37 * DAY) : null,
        source: n === 0 ? 'purchase' : 'claim',
        issuedToUserId: n === 0 ? friendId : memberId,
        giftedByUserId: n === 0 ? friendId : null,
      });
      if (n === 1)
        await tx.insert(voucherRedemptions).values({
          id: `${copyId}-r1`,
          tenantId: own,
          memberVoucherId: copyId,
          userId: memberId,
          redeemedBy: `register:${own}-register-1`,
          amount: v.value.toFixed(2),
          createdAt: new Date(issued.getTime() - 37 * DAY),
        });
    }
  });
  return true;
}
