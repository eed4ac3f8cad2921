import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/programs';
import { GUEST_DISCOUNT_PROMPT, guestMayOpenProgram } from '../../../shared/rules/programs';
import { AppError, notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import { getMerchant } from '../merchants/repository';
import * as cards from '../program-cards/repository';
import { programSummary } from '../program-cards/views';
import * as repo from './repository';
import { programDetail } from './views';

/** Program lookup by id (seed 000 §7) and the programs of a kind for a merchant (seed 001 §7), tenant-scoped. */
export async function programRoutes(app: FastifyInstance) {
  route(app, api.getProgram, async (request) => {
    const row = await repo.getProgram(app.ctx.db, request.tenant.id, request.params.programId);
    if (!row) throw notFound('Program');
    // Seed 001 §6: discount packages are for members; a guest is told to sign up instead.
    if (request.session?.user.role === 'guest' && !guestMayOpenProgram(row.program.type))
      throw new AppError(403, 'GUEST_NOT_ELIGIBLE', GUEST_DISCOUNT_PROMPT);
    return { data: programDetail(row) };
  });

  route(app, api.listPrograms, async (request) => {
    const tenantId = request.tenant.id;
    const merchant = await getMerchant(app.ctx.db, tenantId, request.query.merchantId);
    if (!merchant || !merchant.merchant.isActive) throw notFound('Merchant');
    const { rows, total } = await cards.programsOf(app.ctx.db, { tenantId, ...request.query });
    return { data: rows.map(programSummary), total, offset: request.query.offset, limit: request.query.limit };
  });
}
