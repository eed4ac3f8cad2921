/**
 * The feedback action of a feedback notification (seed 000 §4, §7 'Feedback submission'): a member rates the visit
 * the notification asks about (1-5) with an optional comment, once per visit.
 */
import * as T from '@sinclair/typebox';
import { DataOf, DateTime, Nullable, Str } from './common';
import { defineEndpoint } from './endpoint';

const tags = ['feedback'];

/** Longest comment a member may leave with a rating. */
export const FEEDBACK_COMMENT_MAX = 1000;

export const Feedback = T.Object({
  _id: T.String(),
  notificationId: Nullable(T.String()),
  merchantId: Nullable(T.String()),
  ref: T.String({ description: 'The visit or order rated (one answer per ref)' }),
  rating: T.Integer(),
  comment: T.String(),
  createdAt: DateTime,
});
export type Feedback = T.Static<typeof Feedback>;

export const FeedbackInput = T.Object(
  {
    notificationId: Str(64, { minLength: 1, description: 'The feedback notification answered' }),
    rating: T.Integer({ minimum: 1, maximum: 5 }),
    comment: T.Optional(Str(FEEDBACK_COMMENT_MAX)),
  },
  { additionalProperties: false },
);
export type FeedbackInput = T.Static<typeof FeedbackInput>;

// Both routes take guests' tokens so that a guest hears why (a guest has no visits to rate), not just "403".
export const submitFeedback = defineEndpoint({
  method: 'POST',
  path: '/feedback',
  summary: 'Answer a feedback notification with a rating (1-5) and an optional comment; once per visit',
  tags,
  auth: 'member-or-guest',
  body: FeedbackInput,
  response: DataOf(Feedback),
  successStatus: 201,
});

export const getFeedback = defineEndpoint({
  method: 'GET',
  path: '/feedback/:notificationId',
  summary: "The caller's answer to a feedback notification, or null when not answered yet",
  tags,
  auth: 'member-or-guest',
  params: T.Object({ notificationId: Str(64, { minLength: 1 }) }, { additionalProperties: false }),
  response: DataOf(Nullable(Feedback)),
});
