import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/stamps';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { registerOrThrow } from '../register-payment/registers';
import { ownStampCard, stampAtRegister, stampProgramWithCards, useGiftAtRegister } from './service';
import { cardsOf } from './repository';
import { stampCardView } from './views';

/** Stamp programs and cards (seed 001 §2 screen 12) and the register's stamp and gift hand-over (issue 13). */
export async function stampRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.getStampProgram, async (request) => {
    // Guests hold no cards (they cannot earn): like anonymous visitors they see the program only.
    const user = request.session?.user;
    const member = user && user.role !== 'guest' ? { tenantId: request.tenant.id, userId: user.id } : null;
    return { data: await stampProgramWithCards(ctx.db, request.tenant.id, member, request.params.programId) };
  });

  route(app, api.getStampCard, async (request) => ({
    data: await ownStampCard(
      ctx.db,
      { tenantId: request.tenant.id, userId: sessionOf(request).user.id },
      request.params.programId,
      request.params.cardId,
    ),
  }));

  route(app, api.listMyStampCards, async (request) => {
    const member = { tenantId: request.tenant.id, userId: sessionOf(request).user.id };
    const cards = await cardsOf(ctx.db, member, { merchantId: request.params.merchantId });
    return { data: cards.map(stampCardView) };
  });

  route(app, api.stampAtRegister, async (request) => {
    const register = await registerOrThrow(ctx.db, request.tenant.id, request.headers['x-registerid']);
    return {
      data: await stampAtRegister(ctx, register, {
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
      }),
    };
  });

  route(app, api.useStampGift, async (request) => {
    const register = await registerOrThrow(ctx.db, request.tenant.id, request.headers['x-registerid']);
    return { data: await useGiftAtRegister(ctx.db, register, request.params.stampId, ctx.clock()) };
  });
}
