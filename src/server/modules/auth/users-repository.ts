import { and, eq } from 'drizzle-orm';
import type { Identity } from '../../../shared/auth/identity';
import type { DbOrTx } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { newId, newReferralCode } from '../../lib/ids';
import { ofTenant } from '../../db/scopes';

export type UserRow = typeof users.$inferSelect;

const identityColumn = (identity: Identity) => (identity.kind === 'phone' ? users.phone : users.email);

/** The registered (non-guest) user of a tenant with this phone or e-mail. */
export async function findMemberByIdentity(db: DbOrTx, tenantId: string, identity: Identity) {
  const rows = await db
    .select()
    .from(users)
    .where(ofTenant(users, tenantId, eq(users.role, 'registered'), eq(identityColumn(identity), identity.value)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserByReferralCode(db: DbOrTx, tenantId: string, code: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(ofTenant(users, tenantId, eq(users.referralCode, code.toUpperCase())))
    .limit(1);
  return rows[0] ?? null;
}

export interface NewUser {
  tenantId: string;
  role: 'guest' | 'registered';
  phone?: string | null;
  email?: string | null;
  passwordHash?: string | null;
  isPhoneVerified?: boolean;
  isEmailVerified?: boolean;
  firstname?: string | null;
  lastname?: string | null;
  isTermChecked?: boolean;
  referredBy?: string | null;
  language?: string | null;
}

export async function insertUser(db: DbOrTx, user: NewUser, now: Date): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      id: newId(),
      referralCode: newReferralCode(),
      consent: { acceptNotification: true, acceptMarketing: false, frequency: 'weekly' },
      createdAt: now,
      ...user,
    })
    .returning();
  return row;
}

export async function updateUser(
  db: DbOrTx,
  scope: { tenantId: string; userId: string },
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, scope.userId), eq(users.tenantId, scope.tenantId)))
    .returning();
  return row;
}

/** The registered (non-guest) user of a tenant by id: a user id from another tenant finds nothing. */
export async function findMemberById(db: DbOrTx, tenantId: string, userId: string) {
  const rows = await db
    .select()
    .from(users)
    .where(ofTenant(users, tenantId, eq(users.role, 'registered'), eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The registered member holding this membership number in this tenant (numbers of other tenants find nothing). */
export async function findMemberByNumber(db: DbOrTx, tenantId: string, refNo: string): Promise<UserRow | null> {
  const rows = await db
    .select({ user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.memberNumber, refNo),
        eq(users.tenantId, tenantId),
        eq(users.role, 'registered'),
      ),
    )
    .limit(1);
  return rows[0]?.user ?? null;
}
