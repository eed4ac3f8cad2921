import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { outbox } from '../db/schema';
import { newId } from '../lib/ids';
import type { Clock } from '../lib/clock';

export interface OutgoingMessage {
  id: string;
  tenantId: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
}

/** Delivers a recorded message (an SMS gateway, an SMTP relay…). Throwing leaves it unsent for a retry. */
export interface MessageSender {
  name: string;
  channels: ReadonlyArray<'sms' | 'email'>;
  send(message: OutgoingMessage): Promise<void>;
}

/** The default: messages stay in the outbox table only (readable at GET /api/dev/outbox outside production). */
export const recordOnlySender: MessageSender = {
  name: 'record-only',
  channels: ['sms', 'email'],
  async send() {},
};

export class Outbox {
  constructor(
    private readonly senders: readonly MessageSender[],
    private readonly clock: Clock,
  ) {}

  /** Records the message in the caller's transaction, so a rolled-back sign-up sends nothing. */
  async enqueue(db: DbOrTx, message: Omit<OutgoingMessage, 'id'>): Promise<OutgoingMessage> {
    const row = { id: newId(), ...message };
    await db.insert(outbox).values({ ...row, createdAt: this.clock() });
    return row;
  }

  /**
   * Hands unsent messages to their senders; called after the enqueuing transaction committed. Parallel flushes (one
   * per request, in any process) see the same pending rows, so each message is claimed by a conditional update
   * first: only the flush that claimed it sends it. A failed send gives the claim back for the next flush.
   */
  async flush(db: DbOrTx, tenantId: string): Promise<void> {
    const pending = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.tenantId, tenantId), isNull(outbox.sentAt)))
      .limit(50);
    for (const message of pending) {
      const sender = this.senders.find((s) => s.channels.includes(message.channel));
      if (!sender) continue;
      const claimed = await db
        .update(outbox)
        .set({ sentAt: this.clock() })
        .where(and(eq(outbox.id, message.id), isNull(outbox.sentAt)))
        .returning({ id: outbox.id });
      if (claimed.length === 0) continue;
      try {
        await sender.send(message);
      } catch (error) {
        await db.update(outbox).set({ sentAt: null }).where(eq(outbox.id, message.id));
        throw error;
      }
    }
  }

  /** Latest messages to one phone or e-mail of a tenant (dev only). */
  latest(db: DbOrTx, tenantId: string, to: string, limit = 10) {
    return db
      .select()
      .from(outbox)
      .where(and(eq(outbox.tenantId, tenantId), eq(outbox.to, to)))
      .orderBy(desc(outbox.seq))
      .limit(limit);
  }
}
