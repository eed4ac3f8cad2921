import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface UnreadMismatch {
  tenantId: string;
  userId: string;
  /** What `unread_notifications` says (0 without a row). */
  kept: number;
  /** The member's notifications not read. */
  counted: number;
}

/**
 * Every member whose kept unread count (`unread_notifications`, moved by the triggers on `notifications`) differs
 * from the count of their unread notifications. Empty when they agree, as they must at every commit.
 */
export async function unreadMismatches(db: DbOrTx): Promise<UnreadMismatch[]> {
  const result = await db.execute(sql`
    with counted as (
      select tenant_id, user_id, count(*)::int as counted from notifications where not is_read group by tenant_id, user_id
    )
    select coalesce(k.tenant_id, c.tenant_id) as "tenantId", coalesce(k.user_id, c.user_id) as "userId",
      coalesce(k.unread, 0) as kept, coalesce(c.counted, 0) as counted
    from unread_notifications k full join counted c on c.tenant_id = k.tenant_id and c.user_id = k.user_id
    where coalesce(k.unread, 0) <> coalesce(c.counted, 0)
    order by 1, 2`);
  return (result as unknown as { rows: UnreadMismatch[] }).rows;
}
