import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { notifications } from './notifications';
import { users } from './users';
import { entityColumns, cascadingRef, createdAtColumn } from './columns';

/**
 * A member's answer to a feedback notification (seed 000 §3, §4): a 1-5 rating and an optional comment. One answer
 * per reference per user: `ref_key` is the notification's `ref` (the visit or order it asks about) or, when the
 * notification carries no ref, the notification id, so a resent request for the same visit cannot be answered twice.
 */
export const feedback = pgTable(
  'feedback',
  {
    ...entityColumns(),
    userId: cascadingRef('user_id', () => users.id),
    merchantId: text('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    /** The notification answered; kept as history when the notification is deleted. */
    notificationId: text('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    refKey: text('ref_key').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('feedback_user_ref_uq').on(t.tenantId, t.userId, t.refKey),
    index('feedback_merchant_idx').on(t.tenantId, t.merchantId, t.createdAt),
  ],
);
