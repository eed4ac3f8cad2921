/**
 * Adyen refunds name the payment by Adyen's pspReference, which Adyen assigns only when it authorises — after our
 * attempt (keyed by our reference) exists. Its AUTHORISATION notification brings it, and the gateway records that
 * notification in payment_events under the event id `<pspReference>:AUTHORISATION:true` (adyen.ts), so the
 * pspReference of a captured attempt is read back from there rather than kept in a second place.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { paymentEvents } from '../db/schema';

export const ADYEN_EVENT_SEPARATOR = ':';

/** The notification id of an Adyen item: its pspReference, event code and success flag (Adyen's own de-dup key). */
export const adyenEventId = (pspReference: string, eventCode: string, success: string) =>
  [pspReference, eventCode, success].join(ADYEN_EVENT_SEPARATOR);

export type PspReferenceLookup = (tenantId: string, merchantReference: string) => Promise<string | null>;

export function pspReferencesFrom(db: DbOrTx): PspReferenceLookup {
  return async (tenantId, merchantReference) => {
    const rows = await db
      .select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.tenantId, tenantId),
          eq(paymentEvents.provider, 'adyen'),
          eq(paymentEvents.providerReference, merchantReference),
          eq(paymentEvents.state, 'succeeded'),
        ),
      );
    const authorised = rows.find((row) =>
      row.eventId.includes(`${ADYEN_EVENT_SEPARATOR}AUTHORISATION${ADYEN_EVENT_SEPARATOR}`),
    );
    return authorised ? authorised.eventId.split(ADYEN_EVENT_SEPARATOR)[0] : null;
  };
}
