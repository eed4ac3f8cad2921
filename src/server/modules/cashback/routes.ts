import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/cashback';
import type { CashbackProgram } from '../../../shared/api/cashback';
import { GUEST_DISCOUNT_PROMPT } from '../../../shared/rules/programs';
import { AppError, notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import * as programsRepo from '../programs/repository';
import { merchantRef } from '../program-cards/views';
import type { DiscountRule } from './earning';
import { historyOf } from './repository';

const DISCOUNT_KINDS = new Set(['cashback', 'discount', 'package']);

/** Cashback and discount program detail and the member's cashback history (seed 001 §2 screen 13). */
export async function cashbackRoutes(app: FastifyInstance) {
  const { ctx } = app;

  const programOrThrow = async (tenantId: string, programId: string) => {
    const row = await programsRepo.getProgram(ctx.db, tenantId, programId);
    if (!row || !DISCOUNT_KINDS.has(row.program.rule.kind)) throw notFound('Cashback program');
    return row as typeof row & { program: { rule: DiscountRule } };
  };

  route(app, api.getCashbackProgram, async (request) => {
    const { program, merchant, tierName } = await programOrThrow(request.tenant.id, request.params.programId);
    // Seed 001 §6: discount packages are for members; a guest is told to sign up instead.
    if (request.session?.user.role === 'guest') throw new AppError(403, 'GUEST_NOT_ELIGIBLE', GUEST_DISCOUNT_PROMPT);
    const { rule } = program;
    const data: CashbackProgram = {
      _id: program.id,
      type: rule.kind,
      name: program.name,
      image: program.image,
      description: program.description,
      howItWorks: program.howItWorks,
      merchant: merchantRef(merchant),
      membership: program.membershipTierId ? { _id: program.membershipTierId, name: tierName ?? '' } : null,
      minAmount: rule.minAmount,
      maxAmount: rule.maxAmount,
      discountCashback: {
        ruleType: rule.ruleType,
        amount: rule.amount,
        percent: rule.percent,
        expiryDate: program.expiresAt?.toISOString() ?? null,
        channels: rule.channels,
        discountType: rule.kind === 'cashback' ? 'cashback' : 'discount',
      },
    };
    return { data };
  });

  route(app, api.listCashbackHistory, async (request) => {
    const member = { tenantId: request.tenant.id, userId: sessionOf(request).user.id };
    await programOrThrow(member.tenantId, request.params.programId);
    const { sortBy = '-createdAt', offset, limit } = request.query;
    const { rows, total } = await historyOf(ctx.db, member, {
      programId: request.params.programId,
      sortBy,
      offset,
      limit,
    });
    return {
      data: rows.map((r) => ({
        _id: r.id,
        posAmount: r.posAmount,
        cashbackAmount: r.cashbackAmount,
        createdAt: r.createdAt.toISOString(),
        cashback: r.programId,
      })),
      total,
      offset,
      limit,
    };
  });
}
