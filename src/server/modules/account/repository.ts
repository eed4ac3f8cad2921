import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUserRow } from '../../db/row-locks';
import { userAddresses, userPreferences } from '../../db/schema';
import type { Demographic, DietaryPreferences } from '../../db/schema';
import { ownedBy } from '../../db/scopes';

/** Every query names the tenant and the user: a member never reads another tenant's rows. */
export interface UserScope {
  tenantId: string;
  userId: string;
}

export interface PreferencesInput {
  preferences: DietaryPreferences;
  consent: boolean;
  demographic: Demographic;
}

export async function getPreferences(db: Db, scope: UserScope): Promise<PreferencesInput | null> {
  const [row] = await db.select().from(userPreferences).where(ownedBy(userPreferences, scope)).limit(1);
  return row ? { preferences: row.preferences, consent: row.consent, demographic: row.demographic } : null;
}

export async function savePreferences(db: Db, scope: UserScope, input: PreferencesInput, now: Date) {
  await db
    .insert(userPreferences)
    .values({ ...scope, ...input, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...input, updatedAt: now } });
}

export type AddressRow = typeof userAddresses.$inferSelect;
export type AddressInput = Pick<AddressRow, 'label' | 'street' | 'unit' | 'city' | 'postalCode'>;

export function listAddresses(db: Db, scope: UserScope): Promise<AddressRow[]> {
  return db.select().from(userAddresses).where(ownedBy(userAddresses, scope)).orderBy(asc(userAddresses.createdAt));
}

/**
 * Saves an address unless the member already has `max`; null when the cap stopped it. The member's row is locked
 * first, so parallel adds count one after another.
 */
export async function insertAddressWithinCap(
  db: Db,
  scope: UserScope,
  address: { id: string; input: AddressInput; now: Date },
  max: number,
): Promise<AddressRow | null> {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, scope);
    const [{ n }] = await tx.select({ n: count() }).from(userAddresses).where(ownedBy(userAddresses, scope));
    if (n >= max) return null;
    const [row] = await tx
      .insert(userAddresses)
      .values({ id: address.id, ...scope, ...address.input, createdAt: address.now })
      .returning();
    return row;
  });
}

export async function deleteAddress(db: Db, scope: UserScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(userAddresses)
    .where(ownedBy(userAddresses, scope, eq(userAddresses.id, id)))
    .returning({ id: userAddresses.id });
  return rows.length > 0;
}
