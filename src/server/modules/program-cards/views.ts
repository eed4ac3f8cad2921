import type { ProgramSummary } from '../../../shared/api/programs';
import { guestMayOpenProgram } from '../../../shared/rules/programs';
import type { MerchantRow } from '../merchants/repository';
import type { ProgramRow } from './repository';

/** A merchant as program screens name it (MerchantRef): id, name, logo and brand colour. */
export const merchantRef = (m: Pick<MerchantRow, 'id' | 'name' | 'logo' | 'color'>) => ({
  _id: m.id,
  name: m.name,
  logo: m.logo,
  color: m.color,
});

/** The card shape (merchant page, programs of a kind): enough to list and to decide what a tap does. */
export function programSummary(row: { program: ProgramRow; tierName: string | null }): ProgramSummary {
  const p = row.program;
  return {
    _id: p.id,
    merchantId: p.merchantId,
    type: p.type,
    name: p.name,
    description: p.description,
    image: p.image,
    expireDate: p.expiresAt?.toISOString() ?? null,
    membership: p.membershipTierId ? { _id: p.membershipTierId, name: row.tierName ?? '' } : null,
    // Lets the client show the guest prompt without a round trip (the server refuses the detail anyway).
    guestEligible: guestMayOpenProgram(p.type),
  };
}
