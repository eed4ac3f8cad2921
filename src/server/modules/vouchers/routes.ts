import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/vouchers';
import { newId } from '../../lib/ids';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import type { StepUpConfirmation } from '../account/step-up';
import { registerOrThrow } from '../register-payment/registers';
import { claimByBarcode } from './claim';
import { createVoucher, setSettings } from './dev';
import { createDiscountCode, voidDiscountCode } from './discount-codes';
import { confirmGift, inviteRecipient, requestGift } from './gift';
import { issueToMember, redeemAtCounter } from './merchant-side';
import { confirmPurchase, requestPurchase } from './purchase';
import { issuedVoucher, voucherDetail, vouchersOnSale } from './service';

/** What a purchase's or a gift's confirmation carries: the request, its proof, the key and the host it is for. */
const confirmationOf = (request: {
  params: { dataId: string };
  body: { code?: string; credential?: StepUpConfirmation['credential'] };
  headers: { 'idempotency-key': string; host?: string };
}): StepUpConfirmation => ({
  dataId: request.params.dataId,
  code: request.body.code,
  credential: request.body.credential,
  idempotencyKey: request.headers['idempotency-key'],
  host: request.headers.host ?? '',
});

/** A phone search is a lookup of members by phone: limited per address so the tenant's members cannot be listed. */
const PHONE_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * Vouchers (seed 001 §2–§5): detail screens, buying, gifting, claiming by barcode, online-shop discount codes, and
 * the merchant side (a register issues and redeems copies).
 */
export async function voucherRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const memberOf = (request: FastifyRequest) => ({ tenantId: request.tenant.id, userId: sessionOf(request).user.id });
  /** Guests hold no vouchers of their own: they see a voucher as an anonymous visitor does. */
  const viewerOf = (request: FastifyRequest) => {
    const user = request.session?.user;
    return user && user.role !== 'guest' ? user : null;
  };

  route(app, api.getVoucher, async (request) => ({
    data: await voucherDetail(ctx, request.tenant, request.params.voucherId, viewerOf(request)?.id ?? null),
  }));

  route(app, api.listVouchersOnSale, async (request) => {
    const viewer = viewerOf(request);
    return {
      data: await vouchersOnSale(
        ctx,
        request.tenant,
        request.query.merchantId,
        viewer ? { userId: viewer.id, hasBirthday: Boolean(viewer.birthday) } : null,
      ),
    };
  });

  route(app, api.getIssuedVoucher, async (request) => {
    const { voucherId, issuedId } = request.params;
    return { data: await issuedVoucher(ctx, request.tenant, memberOf(request), voucherId, issuedId) };
  });

  route(app, api.requestVoucherPurchase, async (request) => ({
    data: await requestPurchase(ctx, request.tenant, memberOf(request), request.params.voucherId, {
      ...request.body,
      host: request.headers.host ?? '',
    }),
  }));

  route(app, api.confirmVoucherPurchase, async (request) => ({
    data: await confirmPurchase(ctx, request.tenant, memberOf(request), confirmationOf(request)),
  }));

  route(
    app,
    api.giftVoucher,
    async (request) => ({
      data: await requestGift(ctx, request.tenant, memberOf(request), {
        ...request.params,
        phone: request.body.phone,
        host: request.headers.host ?? '',
      }),
    }),
    { config: PHONE_RATE_LIMIT },
  );

  route(app, api.confirmVoucherGift, async (request) => ({
    data: await confirmGift(ctx, request.tenant, memberOf(request), confirmationOf(request)),
  }));

  route(
    app,
    api.inviteVoucherRecipient,
    async (request) => ({
      data: await inviteRecipient(ctx, request.tenant, memberOf(request), {
        voucherId: request.params.voucherId,
        phone: request.body.phone,
        origin: `${request.protocol}://${request.headers.host ?? ''}`,
      }),
    }),
    { config: PHONE_RATE_LIMIT },
  );

  route(app, api.claimVoucher, async (request) => ({
    data: await claimByBarcode(ctx, memberOf(request), request.body.barcode),
  }));

  route(app, api.createDiscountCode, async (request) => ({
    data: await createDiscountCode(ctx, memberOf(request), request.params.voucherId, request.params.issuedId),
  }));

  route(app, api.voidDiscountCode, async (request) => ({
    data: await voidDiscountCode(ctx, memberOf(request), request.params.voucherId, request.params.issuedId),
  }));

  route(app, api.issueVoucherAtRegister, async (request) => {
    const register = await registerOrThrow(ctx.db, request.tenant.id, request.headers['x-registerid']);
    return {
      data: await issueToMember(ctx, request.tenant.id, register.merchantId, request.body, {
        owner: `register:${register.id}`,
        key: request.headers['idempotency-key'],
      }),
    };
  });

  route(app, api.redeemVoucherAtRegister, async (request) => {
    const register = await registerOrThrow(ctx.db, request.tenant.id, request.headers['x-registerid']);
    return { data: await redeemAtCounter(ctx, request.tenant.id, register, request.body) };
  });

  if (ctx.env === 'production') return;

  route(app, api.issueDevVoucher, async (request) => ({
    data: await issueToMember(ctx, request.tenant.id, null, request.body, { owner: 'dev', key: `dev-${newId()}` }),
  }));

  route(app, api.createDevVoucher, async (request) => ({
    data: await createVoucher(ctx, request.tenant.id, request.body),
  }));

  route(app, api.setDevVoucherSettings, async (request) => ({
    data: await setSettings(ctx, request.tenant.id, request.body),
  }));
}
