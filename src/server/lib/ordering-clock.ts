/**
 * The one "now" of ordering (issue 11): every menu, slot, price-rule, placement and pass-to-counter check reads
 * `orderingClockOf(ctx).now(tenantId)`, never Date.now(). Outside production a test or a demo can move one tenant's
 * ordering time (POST /api/dev/ordering/clock) — to a Sunday lunch, past closing — without touching the server clock
 * that sessions, one-time codes and other tenants run on. The override is an offset, so time keeps running from the
 * chosen instant.
 */
import type { ServerContext } from '../context';
import type { Clock } from './clock';

export class OrderingClock {
  private readonly offsets = new Map<string, number>();

  constructor(private readonly base: Clock) {}

  now(tenantId: string): Date {
    return new Date(this.base().getTime() + (this.offsets.get(tenantId) ?? 0));
  }

  /** Makes the tenant's ordering time `at` from now on (null: back to the server clock). */
  set(tenantId: string, at: Date | null): Date {
    if (at === null) this.offsets.delete(tenantId);
    else this.offsets.set(tenantId, at.getTime() - this.base().getTime());
    return this.now(tenantId);
  }
}

const clocks = new WeakMap<Pick<ServerContext, 'clock'>, OrderingClock>();

/** The ordering clock of a server (one per server context, shared by the catalogue, cart and order modules). */
export function orderingClockOf(ctx: Pick<ServerContext, 'clock'>): OrderingClock {
  let clock = clocks.get(ctx);
  if (!clock) {
    clock = new OrderingClock(ctx.clock);
    clocks.set(ctx, clock);
  }
  return clock;
}
