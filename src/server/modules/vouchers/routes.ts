import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberVouchers, merchants, voucherValues, vouchers } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { dataOf, errorResponses, str, nullable, merchantRefSchema } from '../../lib/schemas';
import { optionalUser, requireUser } from '../auth/require-user';

const tags = ['vouchers'];
const DAY_MS = 86_400_000;
const merchantColumns = { id: merchants.id, name: merchants.name, logo: merchants.logo, color: merchants.color };
const id = str(64, { minLength: 1 });

/**
 * Display state of a held voucher (seed 001 §4): used once nothing is left on it; expired only a day after its
 * expiry date (the merchant honours it for the whole last day in every time zone); otherwise available.
 */
export function issuedVoucherStatus(held: { balance: string; expiresAt: Date | null }, now: Date) {
  if (Number(held.balance) <= 0) return 'used' as const;
  if (held.expiresAt && now.getTime() > held.expiresAt.getTime() + DAY_MS) return 'expired' as const;
  return 'available' as const;
}

const valueSchema = {
  type: 'object',
  properties: { _id: { type: 'string' }, value: { type: 'number' }, price: { type: 'number' } },
};
const voucherSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    image: nullable('string'),
    merchant: merchantRefSchema,
    values: { type: 'array', items: valueSchema },
    /** The caller's own copies of this voucher (empty for anonymous visitors and guests). */
    issuedIds: { type: 'array', items: { type: 'string' } },
  },
};
const issuedSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    code: { type: 'string' },
    voucher: voucherSchema,
    value: valueSchema,
    balance: { type: 'number' },
    createdAt: { type: 'string' },
    expiresAt: nullable('string'),
    status: { type: 'string', enum: ['available', 'used', 'expired'] },
  },
};

type MerchantRef = { id: string; name: string; logo: string | null; color: string };
const merchantView = (m: MerchantRef) => ({ _id: m.id, name: m.name, logo: m.logo, color: m.color });
const valueView = (v: typeof voucherValues.$inferSelect) => ({
  _id: v.id,
  value: Number(v.value),
  price: Number(v.price),
});

/** Voucher detail screens (seed 001 §2): /vouchers/{id} browses a voucher, /vouchers/{id}/{issued} shows one held. */
export async function voucherRoutes(app: FastifyInstance) {
  async function voucherDetail(tenantId: string, voucherId: string, userId: string | null) {
    const [row] = await app.ctx.db
      .select({ voucher: vouchers, merchant: merchantColumns })
      .from(vouchers)
      .innerJoin(merchants, eq(merchants.id, vouchers.merchantId))
      .where(and(eq(vouchers.tenantId, tenantId), eq(vouchers.id, voucherId), eq(merchants.isActive, true)));
    if (!row) throw notFound('Voucher');
    const [values, held] = await Promise.all([
      app.ctx.db
        .select()
        .from(voucherValues)
        .where(and(eq(voucherValues.tenantId, tenantId), eq(voucherValues.voucherId, voucherId)))
        .orderBy(asc(voucherValues.sortOrder), asc(voucherValues.id)),
      userId
        ? app.ctx.db
            .select({ id: memberVouchers.id })
            .from(memberVouchers)
            .where(
              and(
                eq(memberVouchers.tenantId, tenantId),
                eq(memberVouchers.userId, userId),
                eq(memberVouchers.voucherId, voucherId),
              ),
            )
            .orderBy(desc(memberVouchers.createdAt))
        : Promise.resolve([]),
    ]);
    const v = row.voucher;
    return {
      _id: v.id,
      name: v.name,
      description: v.description,
      image: v.image,
      merchant: merchantView(row.merchant),
      values: values.map(valueView),
      issuedIds: held.map((h) => h.id),
    };
  }

  app.get<{ Params: { voucherId: string } }>('/vouchers/:voucherId', {
    schema: {
      tags,
      summary: 'A voucher on offer: merchant, values, and which copies the caller holds (public)',
      params: { type: 'object', additionalProperties: false, required: ['voucherId'], properties: { voucherId: id } },
      response: { 200: dataOf(voucherSchema), ...errorResponses },
    },
    handler: async (request) => {
      const session = await optionalUser(request);
      const userId = session && session.user.role !== 'guest' ? session.user.id : null;
      return { data: await voucherDetail(request.tenant.id, request.params.voucherId, userId) };
    },
  });

  app.get<{ Params: { voucherId: string; issuedId: string } }>('/vouchers/:voucherId/issued/:issuedId', {
    schema: {
      tags,
      summary:
        "One of the caller's vouchers, by its member voucher id (or by the voucher value it was issued at); 404 for anyone else",
      security: [{ bearer: [] }],
      params: {
        type: 'object',
        additionalProperties: false,
        required: ['voucherId', 'issuedId'],
        properties: { voucherId: id, issuedId: id },
      },
      response: { 200: dataOf(issuedSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      const tenantId = request.tenant.id;
      const { voucherId, issuedId } = request.params;
      // Links carry either the member voucher id (My vouchers) or the value id (older share links): both resolve
      // to the caller's newest copy, and only ever to the caller's own.
      const [held] = await app.ctx.db
        .select({ held: memberVouchers, value: voucherValues })
        .from(memberVouchers)
        .innerJoin(voucherValues, eq(voucherValues.id, memberVouchers.voucherValueId))
        .where(
          and(
            eq(memberVouchers.tenantId, tenantId),
            eq(memberVouchers.userId, user.id),
            eq(memberVouchers.voucherId, voucherId),
            or(eq(memberVouchers.id, issuedId), eq(memberVouchers.voucherValueId, issuedId)),
          ),
        )
        .orderBy(desc(eq(memberVouchers.id, issuedId)), desc(memberVouchers.createdAt))
        .limit(1);
      if (!held) throw notFound('Voucher');
      const voucher = await voucherDetail(tenantId, voucherId, user.id);
      return {
        data: {
          _id: held.held.id,
          // The member voucher id is what the cashier scans: unguessable and unique to this copy.
          code: held.held.id,
          voucher,
          value: valueView(held.value),
          balance: Number(held.held.balance),
          createdAt: held.held.createdAt.toISOString(),
          expiresAt: held.held.expiresAt?.toISOString() ?? null,
          status: issuedVoucherStatus(held.held, app.ctx.clock()),
        },
      };
    },
  });
}
