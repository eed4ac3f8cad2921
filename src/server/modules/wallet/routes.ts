import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/wallet';
import { AppError, notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { registerOrThrow } from '../register-payment/registers';
import { biometricChallengeFor } from './biometric';
import { setBalance } from './dev';
import { heldRewards } from './held-rewards';
import { confirmGift, requestGift, searchRecipient } from './gifts';
import { cardForPass, passImagesOf, passNotAvailable, serverPassKeys } from './pass-service';
import { applePass, applePassToken, googleSaveLink, passHolderOf, passSerialNumber } from './passes';
import {
  createRedemptionCode,
  ownRedemptionCode,
  redeemAsMerchantRegister,
  redeemAtRegister,
  voidRedemption,
} from './redeem';
import * as repo from './repository';
import { activityOf, merchantOrThrow, walletOf } from './service';
import { buyStoreCredit, creditPaidOrder, ownOrder, productsAt } from './store-credit';

/** A phone search is a lookup of members by phone: limited per address so the tenant's members cannot be listed. */
const SEARCH_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The wallet (seed 001 §2–§9; issue 10): the member's balances and activity at a merchant, redemption codes and the
 * register that redeems them, gifts, store credit purchases and the membership card's wallet passes.
 */
export async function walletRoutes(app: FastifyInstance, options: { distDir?: string }) {
  const { ctx } = app;
  ctx.payments.whenPaid('store-credit', creditPaidOrder);
  const memberOf = (request: FastifyRequest) => ({ tenantId: request.tenant.id, userId: sessionOf(request).user.id });
  const merchantOf = (request: FastifyRequest & { params: { merchantId: string } }) =>
    merchantOrThrow(ctx.db, request.tenant.id, request.params.merchantId);

  route(app, api.getWallet, async (request) => ({
    data: await walletOf(ctx, request.tenant, memberOf(request), await merchantOf(request)),
  }));

  route(app, api.getWalletBySubdomain, async (request) => {
    const merchant = await repo.merchantBySubdomain(ctx.db, request.tenant.id, request.params.subdomain);
    if (!merchant) throw notFound('Merchant');
    return { data: await walletOf(ctx, request.tenant, memberOf(request), merchant) };
  });

  route(app, api.listWalletActivity, async (request) => {
    const merchant = await merchantOf(request);
    return activityOf(ctx, { ...memberOf(request), merchantId: merchant.id, ...request.query });
  });

  route(app, api.listWalletRewards, async (request) => {
    const merchant = await merchantOf(request);
    return heldRewards(ctx, { ...memberOf(request), merchantId: merchant.id, ...request.query });
  });

  route(app, api.listProgramActivity, async (request) => {
    const program = await repo.programById(ctx.db, request.tenant.id, request.params.programId);
    if (!program) throw notFound('Program');
    const { offset, limit } = request.query;
    // Only a loyalty program has a balance (the member's points there); other kinds have no entries.
    if (program.type !== 'loyalty') return { data: [], total: 0, offset, limit };
    return activityOf(ctx, {
      ...memberOf(request),
      merchantId: program.merchantId,
      asset: 'points',
      availability: 'all',
      offset,
      limit,
    });
  });

  route(app, api.createRedemptionCode, async (request) => ({
    data: await createRedemptionCode(ctx, request.tenant, memberOf(request), await merchantOf(request), {
      ...request.body,
      idempotencyKey: request.headers['idempotency-key'],
      host: request.headers.host ?? '',
    }),
  }));

  route(app, api.requestBiometricChallenge, async (request) => {
    const merchant = await merchantOf(request);
    const at = { member: memberOf(request), merchantId: merchant.id, action: request.body.action };
    return { data: await biometricChallengeFor(ctx, at, request.headers.host ?? '') };
  });

  route(app, api.getRedemptionCode, async (request) => ({
    data: await ownRedemptionCode(ctx, memberOf(request), request.params.codeId),
  }));

  route(app, api.redeemAtRegister, async (request) => {
    const register = await registerOrThrow(ctx.db, request.tenant.id, request.headers['x-registerid']);
    return {
      data: await redeemAtRegister(ctx, request.tenant, register, {
        qrPayload: request.body.qrPayload,
        idempotencyKey: request.headers['idempotency-key'],
      }),
    };
  });

  route(app, api.voidRedemption, async (request) => {
    const register = await registerOrThrow(ctx.db, request.tenant.id, request.headers['x-registerid']);
    return {
      data: await voidRedemption(ctx, request.tenant, register, {
        entryId: request.params.entryId,
        idempotencyKey: request.headers['idempotency-key'],
      }),
    };
  });

  route(
    app,
    api.searchGiftRecipient,
    async (request) => ({
      data: await searchRecipient(ctx, memberOf(request), await merchantOf(request), request.body.phone),
    }),
    { config: SEARCH_RATE_LIMIT },
  );

  route(app, api.requestGiftCode, async (request) => ({
    data: await requestGift(ctx, request.tenant, memberOf(request), await merchantOf(request), {
      ...request.body,
      host: request.headers.host ?? '',
    }),
  }));

  route(app, api.confirmGift, async (request) => ({
    data: await confirmGift(ctx, request.tenant, memberOf(request), {
      dataId: request.params.dataId,
      code: request.body.code,
      credential: request.body.credential,
      idempotencyKey: request.headers['idempotency-key'],
      host: request.headers.host ?? '',
    }),
  }));

  route(app, api.listStoreCreditProducts, async (request) => ({
    data: await productsAt(ctx, request.tenant, await merchantOf(request), request.query.outletId),
  }));

  route(app, api.buyStoreCredit, async (request) => ({
    data: await buyStoreCredit(ctx, request.tenant, memberOf(request), await merchantOf(request), {
      ...request.body,
      idempotencyKey: request.headers['idempotency-key'],
      host: request.headers.host ?? '',
    }),
  }));

  route(app, api.getStoreCreditOrder, async (request) => ({
    data: await ownOrder(ctx, memberOf(request), request.params.orderId),
  }));

  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? ''}`;

  route(app, api.getGoogleWalletLink, async (request) => {
    const merchant = await merchantOf(request);
    const wallet = await walletOf(ctx, request.tenant, memberOf(request), merchant);
    const keys = serverPassKeys().google;
    if (!wallet.walletPass.google || !keys) throw passNotAvailable();
    const card = cardForPass(request.tenant, merchant, wallet, originOf(request));
    return { data: { url: await googleSaveLink(card, keys, ctx.clock()) } };
  });

  route(app, api.getAppleWalletLink, async (request) => {
    const merchant = await merchantOf(request);
    const wallet = await walletOf(ctx, request.tenant, memberOf(request), merchant);
    const keys = serverPassKeys().apple;
    if (!wallet.walletPass.apple || !keys) throw passNotAvailable();
    const token = await applePassToken({ ...memberOf(request), merchantId: merchant.id }, keys, ctx.clock());
    return { data: { url: `/api/wallet/passes/apple?token=${token}` } };
  });

  route(app, api.downloadAppleWalletPass, async (request, reply) => {
    const keys = serverPassKeys().apple;
    const holder = keys && (await passHolderOf(request.query.token, request.tenant.id, keys, ctx.clock()));
    if (!keys || !holder)
      throw new AppError(
        404,
        'PASS_LINK_INVALID',
        'This pass link has expired: tap Add to Apple Wallet again',
        'token',
      );
    const merchant = await merchantOrThrow(ctx.db, holder.tenantId, holder.merchantId);
    // Checked again now: the merchant may have turned passes off, or the member left, since the link was made.
    const wallet = await walletOf(ctx, request.tenant, holder, merchant);
    if (!wallet.walletPass.apple) throw passNotAvailable();
    const card = cardForPass(request.tenant, merchant, wallet, originOf(request));
    const pass = applePass(card, keys, await passImagesOf(options.distDir, request.tenant.id));
    reply
      .type('application/vnd.apple.pkpass')
      .header('content-disposition', `attachment; filename="${passSerialNumber(card)}.pkpass"`)
      .header('cache-control', 'no-store');
    return pass;
  });

  if (ctx.env === 'production') return;

  route(app, api.setDevBalance, async (request) => ({
    data: await setBalance(ctx, {
      tenantId: request.tenant.id,
      ...request.body,
      merchantId: request.body.merchantId ?? request.tenant.id,
    }),
  }));

  route(app, api.redeemDevCode, async (request) => ({
    data: await redeemAsMerchantRegister(ctx, request.tenant, request.body.qrPayload, `dev-${request.id}`),
  }));
}
