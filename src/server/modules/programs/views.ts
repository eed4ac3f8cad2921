import type { ProgramDetail } from '../../../shared/api/programs';
import type { MerchantRow } from '../merchants/repository';
import type { ProgramRow } from '../program-cards/repository';
import { programSummary } from '../program-cards/views';

/** Program detail (seed 000 §7 program lookup; seed 001 §3 Program and Discount or cashback program). */
export function programDetail(row: {
  program: ProgramRow;
  merchant: MerchantRow;
  tierName: string | null;
}): ProgramDetail {
  const p = row.program;
  const m = row.merchant;
  return {
    ...programSummary(row),
    howItWorks: p.howItWorks,
    howToEnjoySteps: p.howToEnjoySteps,
    rule: p.rule,
    createdAt: p.createdAt.toISOString(),
    merchant: {
      _id: m.id,
      name: m.name,
      logo: m.logo,
      image: m.image,
      color: m.color,
      loyaltyProgramUnit: m.loyaltyUnit,
    },
  };
}
