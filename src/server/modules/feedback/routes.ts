import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REALTIME_EVENTS } from '../../../shared/constants/realtime-events';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { dataOf, errorResponses, str } from '../../lib/schemas';
import { requireUser } from '../auth/require-user';
import { unreadCount } from '../notifications/repository';
import * as repo from './repository';

const tags = ['feedback'];
const security = [{ bearer: [] }];

/** Longest comment a member may leave with a rating. */
export const FEEDBACK_COMMENT_MAX = 1000;

/** What the API says for each refused submission (the client shows these, translated by code, in its banner). */
export const FEEDBACK_MESSAGES = {
  guest: 'Guests cannot give feedback: sign up or log in',
  notFeedback: 'This notification does not ask for feedback',
  alreadyGiven: 'You have already given feedback for this visit',
} as const;

const nullableString = { type: ['string', 'null'] };
const feedbackSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    notificationId: nullableString,
    merchantId: nullableString,
    ref: { type: 'string' },
    rating: { type: 'integer' },
    comment: { type: 'string' },
    createdAt: { type: 'string' },
  },
};

function feedbackView(row: repo.FeedbackRow) {
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

/** Members only: a guest has no visits to rate (and no notifications, seed 000 §6). */
async function memberScope(request: FastifyRequest) {
  const { user } = await requireUser(request, { allowGuest: true });
  if (user.role === 'guest') throw forbidden(FEEDBACK_MESSAGES.guest, 'GUEST_NOT_ALLOWED');
  return { tenantId: request.tenant.id, userId: user.id };
}

/**
 * The feedback action of a feedback notification (seed 000 §4, §7 'Feedback submission'): a member rates the visit
 * the notification asks about (1-5) with an optional comment, once per visit.
 */
export async function feedbackRoutes(app: FastifyInstance) {
  app.post<{ Body: { notificationId: string; rating: number; comment?: string } }>('/feedback', {
    schema: {
      tags,
      security,
      summary: 'Answer a feedback notification with a rating (1-5) and an optional comment; once per visit',
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['notificationId', 'rating'],
        properties: {
          notificationId: str(64, { minLength: 1, description: 'The feedback notification answered' }),
          rating: { type: 'integer', minimum: 1, maximum: 5 },
          comment: str(FEEDBACK_COMMENT_MAX),
        },
      },
      response: { 201: dataOf(feedbackSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      const scope = await memberScope(request);
      const { notificationId, rating } = request.body;
      const comment = (request.body.comment ?? '').trim();
      const { db, clock, realtime } = app.ctx;
      // One transaction: the answer and the notification turning read commit together or not at all.
      const row = await db.transaction(async (tx) => {
        const notification = await repo.findOwnNotification(tx, scope, notificationId);
        if (!notification) throw notFound('Feedback request');
        if (notification.type !== 'feedback')
          throw new AppError(400, 'NOT_A_FEEDBACK_REQUEST', FEEDBACK_MESSAGES.notFeedback, 'notificationId');
        const inserted = await repo.insertFeedback(
          tx,
          scope,
          { merchantId: notification.merchantId, notificationId, refKey: repo.refKeyOf(notification), rating, comment },
          clock(),
        );
        if (!inserted)
          throw new AppError(409, 'FEEDBACK_ALREADY_GIVEN', FEEDBACK_MESSAGES.alreadyGiven, 'notificationId');
        await repo.markNotificationRead(tx, scope, notificationId);
        return inserted;
      });
      realtime.toUser(scope.userId, REALTIME_EVENTS.unreadCount, { count: await unreadCount(db, scope) });
      return reply.code(201).send({ data: feedbackView(row) });
    },
  });

  app.get<{ Params: { notificationId: string } }>('/feedback/:notificationId', {
    schema: {
      tags,
      security,
      summary: "The caller's answer to a feedback notification, or null when not answered yet",
      params: {
        type: 'object',
        additionalProperties: false,
        required: ['notificationId'],
        properties: { notificationId: str(64, { minLength: 1 }) },
      },
      response: { 200: dataOf({ ...feedbackSchema, type: ['object', 'null'] }), ...errorResponses },
    },
    handler: async (request) => {
      const scope = await memberScope(request);
      const notification = await repo.findOwnNotification(app.ctx.db, scope, request.params.notificationId);
      if (!notification || notification.type !== 'feedback') throw notFound('Feedback request');
      const row = await repo.findFeedback(app.ctx.db, scope, repo.refKeyOf(notification));
      return { data: row ? feedbackView(row) : null };
    },
  });
}
