import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/vouchers';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { issuedVoucher, voucherDetail } from './service';

/** Voucher detail screens (seed 001 §2): /vouchers/{id} browses a voucher, /vouchers/{id}/{issued} shows one held. */
export async function voucherRoutes(app: FastifyInstance) {
  route(app, api.getVoucher, async (request) => {
    // Guests hold no vouchers of their own: they see the voucher as an anonymous visitor does.
    const user = request.session?.user;
    const userId = user && user.role !== 'guest' ? user.id : null;
    return { data: await voucherDetail(app.ctx.db, request.tenant.id, request.params.voucherId, userId) };
  });

  route(app, api.getIssuedVoucher, async (request) => {
    const scope = { tenantId: request.tenant.id, userId: sessionOf(request).user.id };
    const { voucherId, issuedId } = request.params;
    return { data: await issuedVoucher(app.ctx, scope, voucherId, issuedId) };
  });
}
