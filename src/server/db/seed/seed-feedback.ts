import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { Tx } from '../client';
import { notifications } from '../schema';

/** After the member's 15 sample notifications (SEED_EPOCH + 46..60 days), so it heads the list. */
const FEEDBACK_AT = new Date(Date.UTC(2026, 0, 1) + 61 * 86_400_000);

/** Id and ref of the demo member's feedback request on a tenant (tests and docs name them). */
export const demoFeedbackRequest = (tenantId: string) => ({
  id: `${tenantId}-demo-member-feedback-1`,
  ref: `${tenantId}-visit-1`,
});

/**
 * An unread feedback notification for the demo member about a visit to the tenant's own merchant, so the feedback
 * action (seed 000 §4) can be tried on every tenant. Runs inside the demo seed's transaction, after the member.
 */
export async function seedFeedbackRequests(tx: Tx, tenant: ResolvedTenant): Promise<void> {
  const request = demoFeedbackRequest(tenant.id);
  await tx
    .insert(notifications)
    .values({
      id: request.id,
      tenantId: tenant.id,
      userId: `${tenant.id}-demo-member`,
      merchantId: tenant.id,
      type: 'feedback',
      title: `How was your visit to ${tenant.shortName}?`,
      description: 'Rate your last visit and tell us what we could do better.',
      ref: request.ref,
      isRead: false,
      createdAt: FEEDBACK_AT,
    })
    .onConflictDoNothing();
}
