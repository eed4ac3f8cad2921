import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/feedback';
import { forbidden } from '../../lib/app-error';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import type { FeedbackRow } from './repository';
import { answerFeedbackRequest, FEEDBACK_MESSAGES, feedbackFor } from './service';

function feedbackView(row: FeedbackRow): api.Feedback {
  return {
    _id: row.id,
    notificationId: row.notificationId,
    merchantId: row.merchantId,
    ref: row.refKey,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Members only: a guest has no visits to rate (and no notifications, seed 000 §6), and is told so in these words. */
function memberScope(request: FastifyRequest) {
  const { user } = sessionOf(request);
  if (user.role === 'guest') throw forbidden(FEEDBACK_MESSAGES.guest, 'GUEST_NOT_ALLOWED');
  return { tenantId: request.tenant.id, userId: user.id };
}

/** The feedback action of a feedback notification (seed 000 §4, §7 'Feedback submission'). */
export async function feedbackRoutes(app: FastifyInstance) {
  route(app, api.submitFeedback, async (request) => ({
    data: feedbackView(await answerFeedbackRequest(app.ctx, memberScope(request), request.body)),
  }));

  route(app, api.getFeedback, async (request) => {
    const row = await feedbackFor(app.ctx, memberScope(request), request.params.notificationId);
    return { data: row ? feedbackView(row) : null };
  });
}
