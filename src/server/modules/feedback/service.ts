import { REALTIME_EVENTS } from '../../../shared/constants/realtime-events';
import type { FeedbackInput } from '../../../shared/api/feedback';
import type { ServerContext } from '../../context';
import { AppError, notFound } from '../../lib/app-error';
import { unreadCount } from '../notifications/repository';
import * as repo from './repository';

type Scope = { tenantId: string; userId: string };

/** What the API says for each refused submission (the client shows these, translated by code, in its banner). */
export const FEEDBACK_MESSAGES = {
  guest: 'Guests cannot give feedback: sign up or log in',
  notFeedback: 'This notification does not ask for feedback',
  alreadyGiven: 'You have already given feedback for this visit',
} as const;

/**
 * Stores the member's answer to a feedback notification, once per visit, and marks the notification read; the
 * member's other tabs hear the new unread count.
 */
export async function answerFeedbackRequest(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'realtime'>,
  scope: Scope,
  input: FeedbackInput,
): Promise<repo.FeedbackRow> {
  const { notificationId, rating } = input;
  const comment = (input.comment ?? '').trim();
  // One transaction: the answer and the notification turning read commit together or not at all.
  const row = await ctx.db.transaction(async (tx) => {
    const notification = await repo.findOwnNotification(tx, scope, notificationId);
    if (!notification) throw notFound('Feedback request');
    if (notification.type !== 'feedback')
      throw new AppError(400, 'NOT_A_FEEDBACK_REQUEST', FEEDBACK_MESSAGES.notFeedback, 'notificationId');
    const inserted = await repo.insertFeedback(
      tx,
      scope,
      { merchantId: notification.merchantId, notificationId, refKey: repo.refKeyOf(notification), rating, comment },
      ctx.clock(),
    );
    if (!inserted) throw new AppError(409, 'FEEDBACK_ALREADY_GIVEN', FEEDBACK_MESSAGES.alreadyGiven, 'notificationId');
    await repo.markNotificationRead(tx, scope, notificationId);
    return inserted;
  });
  ctx.realtime.toUser(scope.userId, REALTIME_EVENTS.unreadCount, { count: await unreadCount(ctx.db, scope) });
  return row;
}

/** The answer already given to this request (or to another request about the same visit), else null. */
export async function feedbackFor(ctx: Pick<ServerContext, 'db'>, scope: Scope, notificationId: string) {
  const notification = await repo.findOwnNotification(ctx.db, scope, notificationId);
  if (!notification || notification.type !== 'feedback') throw notFound('Feedback request');
  return repo.findFeedback(ctx.db, scope, repo.refKeyOf(notification));
}
