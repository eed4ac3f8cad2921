import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/system';
import { normalizeEmail, normalizePhone } from '../../../shared/auth/identity';
import { ONE_TIME_CODE_LENGTH } from '../../../shared/constants/auth';
import { GIFT_CODE_LENGTH } from '../../../shared/rules/wallet-constants';
import type { DbHandle } from '../../db/client';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { notifyUser } from '../notifications/service';
import { pingDatabase } from './repository';

/**
 * The code in a message body, so tests and demos need not parse the wording: every code message starts with its
 * code, of 6 digits (logins, verifications, the register) or of GIFT_CODE_LENGTH (gift confirmations).
 */
const CODE_IN_TEXT = new RegExp(`^(\\d{${ONE_TIME_CODE_LENGTH}}|\\d{${GIFT_CODE_LENGTH}})\\b`);

/** Health (checks the database) and, outside production, the dev helpers: outbox reader and test notifications. */
export async function systemRoutes(app: FastifyInstance, options: { handle: DbHandle }) {
  route(app, api.getHealth, async (_request, reply) => {
    try {
      await pingDatabase(app.ctx.db);
      return { status: 'ok' as const, db: options.handle.kind };
    } catch {
      void reply.status(503);
      return { status: 'error' as const, db: 'unreachable' };
    }
  });

  if (app.ctx.env === 'production') return;

  route(app, api.readOutbox, async (request) => {
    const raw = request.query.to.trim();
    // Messages are stored to the normalised identity: phones without separators, e-mails lower-case.
    const to = (raw.includes('@') ? normalizeEmail(raw) : normalizePhone(raw)) ?? raw;
    const rows = await app.ctx.outbox.latest(app.ctx.db, request.tenant.id, to);
    return {
      data: rows.map((m) => ({
        _id: m.id,
        channel: m.channel,
        to: m.to,
        subject: m.subject,
        body: m.body,
        code: CODE_IN_TEXT.exec(m.body)?.[1] ?? null,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });

  route(app, api.createTestNotification, async (request) => ({
    data: await notifyUser(app.ctx, { tenantId: request.tenant.id, userId: sessionOf(request).user.id }, request.body),
  }));
}
