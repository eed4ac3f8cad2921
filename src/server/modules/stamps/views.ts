import type { StampCard, StampProgram } from '../../../shared/api/stamps';
import type { MerchantRow } from '../merchants/repository';
import type { ProgramRow } from '../program-cards/repository';
import { merchantRef } from '../program-cards/views';
import type { CardWithStamps, StampRow } from './repository';
import type { StampRule } from './stamping';

export const collectedStampView = (s: StampRow) => ({
  _id: s.id,
  challengeLevel: s.level,
  hasGift: s.hasGift,
  isUsed: s.giftUsedAt !== null,
  createdAt: s.createdAt.toISOString(),
});

export function stampCardView(row: CardWithStamps): StampCard {
  const { card } = row;
  return {
    _id: card.id,
    programId: card.programId,
    merchantId: card.merchantId,
    name: row.program.name,
    image: row.program.image,
    collected: card.collected,
    total: card.total,
    isFilled: card.filledAt !== null,
    expireDate: card.expiresAt?.toISOString() ?? null,
    createdAt: card.createdAt.toISOString(),
    filledAt: card.filledAt?.toISOString() ?? null,
    stamps: row.stamps.map(collectedStampView),
  };
}

export function stampProgramView(program: ProgramRow & { rule: StampRule }, merchant: MerchantRow): StampProgram {
  return {
    _id: program.id,
    name: program.name,
    image: program.image,
    description: program.description,
    howItWorks: program.howItWorks,
    expireDate: program.expiresAt?.toISOString() ?? null,
    challenges: program.rule.challenges,
    minAmount: program.rule.minAmount ?? 0,
    merchant: merchantRef(merchant),
  };
}
