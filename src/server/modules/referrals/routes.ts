import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/referrals';
import type { ReferralOverview } from '../../../shared/api/referrals';
import { REFERRAL_TICKETS_LOW } from '../../../shared/constants/loyalty';
import { referralSharingOpen } from '../../../shared/rules/referrals';
import { AppError, notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { getMerchant } from '../merchants/repository';
import { merchantRef } from '../program-cards/views';
import { displayName, maskedPhone } from '../wallet/views';
import * as repo from './repository';

type Person = { firstname: string | null; lastname: string | null; phone: string | null };
const personName = (p: Person | null) => (p ? displayName(p) : 'Member');
const personPhone = (p: Person | null) => (p?.phone ? maskedPhone(p.phone) : null);

/** Referral programs, history, invited friends and gifts sent (seed 001 §2 screen 15, §6; issue 13). */
export async function referralRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const memberOf = (request: FastifyRequest) => ({ tenantId: request.tenant.id, userId: sessionOf(request).user.id });
  // Seed 001 §6: referral screens need the merchant's IsAllowReferral.
  const requireReferral = (request: FastifyRequest) => {
    if (!request.tenant.features.referral)
      throw new AppError(403, 'REFERRAL_OFF', 'This merchant does not run referrals');
  };

  route(app, api.getReferralOverview, async (request) => {
    requireReferral(request);
    const member = memberOf(request);
    const row = await getMerchant(ctx.db, member.tenantId, request.params.merchantId);
    if (!row) throw notFound('Merchant');
    const rows = await repo.programsWithStanding(ctx.db, member, row.merchant.id, ctx.clock());
    const ticketReferral = Math.max(
      0,
      rows.reduce((sum, r) => sum + (r.program.ticketsLeft ?? 0), 0),
    );
    const programs: ReferralOverview['programs'] = rows.flatMap(({ program, gifted, rewarded }) =>
      program.rule.kind === 'referral'
        ? [
            {
              _id: program.id,
              name: program.name,
              howItWorks: program.howItWorks,
              referral: {
                giftType: program.rule.giftType,
                giftAmount: program.rule.giftAmount,
                giftAmountLimit: program.rule.giftAmountLimit,
                referralCountMax: program.rule.referralCountMax ?? 0,
                currentGiftedAmount: Number(gifted),
                referralCount: Number(rewarded),
              },
            },
          ]
        : [],
    );
    return {
      data: {
        merchant: merchantRef(row.merchant),
        ticketReferral,
        sharingOpen: referralSharingOpen(ticketReferral),
        ticketLow: ticketReferral <= REFERRAL_TICKETS_LOW,
        programs,
      },
    };
  });

  route(app, api.listReferralHistory, async (request) => {
    requireReferral(request);
    const { rows, total } = await repo.history(ctx.db, memberOf(request), request.query);
    return {
      data: rows.map(({ reward, friend, merchant }) => ({
        _id: reward.id,
        merchant,
        referralJoinedUserName: personName(friend),
        referralJoinedUserPhone: personPhone(friend),
        giftType: reward.giftType,
        giftAmount: reward.giftType === 'point' ? reward.amount : '0.00',
        giftStoreValue: reward.giftType === 'storeValue' ? reward.amount : '0.00',
        createdAt: reward.createdAt.toISOString(),
      })),
      total,
      offset: request.query.offset,
      limit: request.query.limit,
    };
  });

  route(app, api.listInvitedFriends, async (request) => {
    requireReferral(request);
    const { rows, total } = await repo.invitedFriends(ctx.db, memberOf(request), request.tenant.id, request.query);
    return {
      data: rows.map((f) => ({
        _id: f.id,
        name: personName(f),
        phone: personPhone(f),
        signedUpAt: f.createdAt.toISOString(),
        joined: Boolean(f.joined),
      })),
      total,
      offset: request.query.offset,
      limit: request.query.limit,
    };
  });

  route(app, api.listGiftsSent, async (request) => {
    const { rows, total } = await repo.giftsSent(ctx.db, memberOf(request), request.query);
    return {
      data: rows.map(({ entry, merchant, to }) => ({
        _id: entry.id,
        merchant,
        asset: entry.asset,
        amount: entry.amount.replace('-', ''),
        createdAt: entry.createdAt.toISOString(),
        giftToUser: { name: personName(to), phone: to?.phone ?? null },
      })),
      total,
      offset: request.query.offset,
      limit: request.query.limit,
    };
  });
}
