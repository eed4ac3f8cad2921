import type { StampCard, StampProgram } from '../../../shared/api/stamps';
import { normalizePhone } from '../../../shared/auth/identity';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { idempotent } from '../../lib/idempotency';
import { findMemberByIdentity } from '../auth/users-repository';
import { announce } from '../paid-purchases/news';
import * as programsRepo from '../programs/repository';
import type { RegisterRow } from '../register-payment/registers';
import { lockMembers } from '../../ledger/ledger';
import { addStamp, type StampRule } from './stamping';
import * as repo from './repository';
import { collectedStampView, stampCardView, stampProgramView } from './views';

type Member = { tenantId: string; userId: string };

/** An active stamp program of this tenant with its merchant, or 404. */
export async function stampProgramOrThrow(db: DbOrTx, tenantId: string, programId: string) {
  const row = await programsRepo.getProgram(db, tenantId, programId);
  if (!row || row.program.rule.kind !== 'stamp') throw notFound('Stamp program');
  const rule: StampRule = row.program.rule;
  return { program: { ...row.program, rule }, merchant: row.merchant };
}

/** /stamps/{id}: the program, and the caller's cards of it when a member asks. */
export async function stampProgramWithCards(
  db: DbOrTx,
  tenantId: string,
  member: Member | null,
  programId: string,
): Promise<{ program: StampProgram; cards: StampCard[] }> {
  const { program, merchant } = await stampProgramOrThrow(db, tenantId, programId);
  const cards = member ? await repo.cardsOf(db, member, { programId }) : [];
  return { program: stampProgramView(program, merchant), cards: cards.map(stampCardView) };
}

/** /stamps/{program_id}/my/{my_stamp_id}: one of the caller's cards. */
export async function ownStampCard(db: DbOrTx, member: Member, programId: string, cardId: string) {
  const { program, merchant } = await stampProgramOrThrow(db, member.tenantId, programId);
  const [card] = await repo.cardsOf(db, member, { programId, cardId });
  if (!card) throw notFound('Stamp card');
  return { program: stampProgramView(program, merchant), card: stampCardView(card) };
}

/**
 * The register stamps a card (issue 13 "stamp a card"): the member with this phone gets one stamp on their card of
 * a stamp program of the register's merchant. Idempotent per register and key, so a retried request stamps once.
 */
export async function stampAtRegister(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'realtime'>,
  register: RegisterRow,
  input: { phone: string; programId: string; idempotencyKey: string },
) {
  const now = ctx.clock();
  const phone = normalizePhone(input.phone);
  if (!phone) throw badRequest('phone must be a phone number with its dial code, e.g. +97699112233', 'phone');
  const { program } = await stampProgramOrThrow(ctx.db, register.tenantId, input.programId);
  if (program.merchantId !== register.merchantId)
    throw badRequest("programId is not a stamp program of this register's merchant", 'programId');
  if (program.expiresAt && program.expiresAt <= now)
    throw new AppError(409, 'PROGRAM_EXPIRED', 'This stamp program has ended', 'programId');
  const user = await findMemberByIdentity(ctx.db, register.tenantId, { kind: 'phone', value: phone });
  if (!user) throw new AppError(404, 'USER_NOT_FOUND', 'User is not found!', 'phone');
  const member = { tenantId: register.tenantId, userId: user.id };
  const answer = await idempotent(
    ctx.db,
    { tenantId: register.tenantId, owner: `register:${register.id}`, key: input.idempotencyKey },
    { route: 'stampAtRegister', phone, programId: program.id },
    { now, statusCode: 201 },
    async (tx) => {
      const joined = await lockMembers(tx, { tenantId: register.tenantId, merchantId: register.merchantId }, [user.id]);
      if (joined.size === 0) throw new AppError(404, 'NOT_MEMBER', 'User is not member of the Merchant!', 'phone');
      const stamp = await addStamp(tx, {
        ...member,
        program,
        source: `register:${register.id}:${input.idempotencyKey}`,
        actor: `register:${register.id}`,
        at: now,
      });
      if (!stamp) throw new AppError(409, 'ALREADY_STAMPED', 'This request already stamped the card');
      const [card] = await repo.cardsOf(tx, member, { cardId: stamp.cardId });
      return { card: stampCardView(card), level: stamp.level, filled: stamp.filled };
    },
  );
  if (!answer.replayed) {
    await announce(ctx, [
      {
        ...member,
        notification: {
          type: 'stampAdded',
          title: `Stamp ${answer.value.level} of ${answer.value.card.total}: ${program.name}`,
          description: answer.value.filled ? 'Your card is full: show it at the counter for your gift.' : '',
          merchantId: program.merchantId,
          ref: program.id,
          value: String(answer.value.level),
        },
      },
    ]);
  }
  return answer.value;
}

/** The counter hands over a gift step's gift: once. */
export async function useGiftAtRegister(db: DbOrTx, register: RegisterRow, stampId: string, now: Date) {
  const used = await repo.useGift(db, register.tenantId, register.merchantId, stampId, now);
  if (used) return collectedStampView(used);
  const stamp = await repo.stampOfMerchant(db, register.tenantId, register.merchantId, stampId);
  if (!stamp) throw notFound('Stamp');
  if (!stamp.hasGift) throw new AppError(409, 'NO_GIFT', 'This stamp has no gift');
  throw new AppError(409, 'GIFT_USED', 'This gift was already used');
}
