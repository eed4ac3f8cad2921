import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/profile';
import { ownAnswerIn } from '../../lib/public-answer';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import * as service from './service';

/** Codes cost an SMS or e-mail: each caller may ask this often, on top of the per-identity limit. */
const codeRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The caller's own profile (seed 000 §2 /profile_detail, §4 verification). */
export async function profileRoutes(app: FastifyInstance) {
  route(
    app,
    api.getMe,
    async (request) => ({ data: await service.profileOf(app.ctx, sessionOf(request).user) }),
    // Kept as bytes in the member reads, which watch every table it shows: users, notifications, the extras' tables.
    { storedAnswer: ownAnswerIn((caches) => caches.memberReads) },
  );

  route(app, api.updateMe, async (request) => ({
    data: await service.updateProfile(app.ctx.db, sessionOf(request).user, request.body),
  }));

  route(app, api.setPassword, async (request) => ({
    data: await service.changePassword(app.ctx.db, app.ctx.clock(), sessionOf(request).user, request.body),
  }));

  route(
    app,
    api.requestVerification,
    async (request) => ({ data: await service.sendVerificationCode(request, sessionOf(request).user, request.body) }),
    { config: codeRateLimit },
  );

  route(
    app,
    api.confirmVerification,
    async (request) => ({ data: await service.confirmVerification(request, sessionOf(request).user, request.body) }),
    { config: codeRateLimit },
  );
}
