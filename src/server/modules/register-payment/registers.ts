/** Registers (x-registerId) and the short-lived permission a customer's code gives one of them. */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { registerSessions, registers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/ids';

export type RegisterRow = typeof registers.$inferSelect;

/** A register of a merchant of this tenant, or 404 naming the header. */
export async function registerOrThrow(db: DbOrTx, tenantId: string, registerId: string): Promise<RegisterRow> {
  const [row] = await db
    .select()
    .from(registers)
    .where(and(eq(registers.tenantId, tenantId), eq(registers.id, registerId)));
  if (!row) throw new AppError(404, 'REGISTER_NOT_FOUND', 'This register is not known here', 'x-registerid');
  return row;
}

/** The first register of a merchant (the development fixture redeems as it). */
export async function registerOfMerchant(db: DbOrTx, tenantId: string, merchantId: string) {
  const [row] = await db
    .select()
    .from(registers)
    .where(and(eq(registers.tenantId, tenantId), eq(registers.merchantId, merchantId)))
    .orderBy(registers.id)
    .limit(1);
  return row ?? null;
}

/** Lets `register` check out for `userId` until `expiresAt`; answers the token (only its hash is stored). */
export async function openRegisterSession(
  db: DbOrTx,
  session: { tenantId: string; registerId: string; userId: string; expiresAt: Date },
  now: Date,
): Promise<string> {
  await db.delete(registerSessions).where(lte(registerSessions.expiresAt, now));
  const token = newToken();
  await db.insert(registerSessions).values({ ...session, tokenHash: sha256(token), createdAt: now });
  return token;
}

/** The customer a live register token names at this register, or null. */
export async function customerOfToken(db: DbOrTx, register: RegisterRow, token: string, now: Date) {
  const [row] = await db
    .select({ userId: registerSessions.userId })
    .from(registerSessions)
    .where(
      and(
        eq(registerSessions.tokenHash, sha256(token)),
        eq(registerSessions.tenantId, register.tenantId),
        eq(registerSessions.registerId, register.id),
        gt(registerSessions.expiresAt, now),
      ),
    );
  return row?.userId ?? null;
}
