import type { FastifyInstance } from 'fastify';
import { HOME_FEED_PAGE_SIZE } from '../../../shared/constants/limits';
import { GUEST_DISCOUNT_PROMPT, guestMayOpenProgram, PROGRAM_TYPES } from '../../../shared/rules/programs';
import type { ProgramType } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { dataOf, errorResponses, idParam, listOf, pagingProps, str } from '../../lib/schemas';
import { optionalUser } from '../auth/require-user';
import { getMerchant } from '../merchants/repository';
import * as repo from './repository';
import { programDetail, programDetailSchema, programSummary, programSummarySchema } from './views';

const tags = ['programs'];
type ListQuery = { merchantId: string; type?: ProgramType; offset: number; limit: number };

/** Program lookup by id (seed 000 §7) and the programs of a kind for a merchant (seed 001 §7), tenant-scoped. */
export async function programRoutes(app: FastifyInstance) {
  app.get<{ Params: { programId: string } }>('/programs/:programId', {
    schema: {
      tags,
      summary: 'One active program of this app (404 when missing, inactive or another tenant’s)',
      description: `Guests get 403 GUEST_NOT_ELIGIBLE for ${['discount', 'cashback', 'package'].join(', ')} programs.`,
      params: idParam('programId'),
      response: { 200: dataOf(programDetailSchema), ...errorResponses },
    },
    handler: async (request) => {
      const row = await repo.getProgram(app.ctx.db, request.tenant.id, request.params.programId);
      if (!row) throw notFound('Program');
      const session = await optionalUser(request);
      // Seed 001 §6: discount packages are for members; a guest is told to sign up instead.
      if (session?.user.role === 'guest' && !guestMayOpenProgram(row.program.type))
        throw new AppError(403, 'GUEST_NOT_ELIGIBLE', GUEST_DISCOUNT_PROMPT);
      return { data: programDetail(row) };
    },
  });

  app.get<{ Querystring: ListQuery }>('/programs', {
    schema: {
      tags,
      summary: 'Active programs of a merchant, optionally of one kind, in the merchant’s order',
      querystring: {
        type: 'object',
        additionalProperties: false,
        required: ['merchantId'],
        properties: {
          ...pagingProps(HOME_FEED_PAGE_SIZE),
          merchantId: str(64, { minLength: 1 }),
          type: { type: 'string', enum: [...PROGRAM_TYPES], description: PROGRAM_TYPES.join(' | ') },
        },
      },
      response: { 200: listOf(programSummarySchema), ...errorResponses },
    },
    handler: async (request) => {
      const tenantId = request.tenant.id;
      const merchant = await getMerchant(app.ctx.db, tenantId, request.query.merchantId);
      if (!merchant || !merchant.merchant.isActive) throw notFound('Merchant');
      const { rows, total } = await repo.programsOf(app.ctx.db, { tenantId, ...request.query });
      return { data: rows.map(programSummary), total, offset: request.query.offset, limit: request.query.limit };
    },
  });
}
