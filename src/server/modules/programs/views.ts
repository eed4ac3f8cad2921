import { nullable } from '../../lib/schemas';
import { guestMayOpenProgram } from '../../../shared/rules/programs';
import type { MerchantRow } from '../merchants/repository';
import type { ProgramRow } from './repository';

/** The card shape (merchant page, programs of a kind): enough to list and to decide what a tap does. */
export function programSummary(row: { program: ProgramRow; tierName: string | null }) {
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

/** Program detail (seed 000 §7 program lookup; seed 001 §3 Program and Discount or cashback program). */
export function programDetail(row: { program: ProgramRow; merchant: MerchantRow; tierName: string | null }) {
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

export const programSummarySchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    merchantId: { type: 'string' },
    type: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    image: nullable('string'),
    expireDate: nullable('string'),
    membership: { type: ['object', 'null'], properties: { _id: { type: 'string' }, name: { type: 'string' } } },
    guestEligible: { type: 'boolean' },
  },
};

export const programDetailSchema = {
  type: 'object',
  properties: {
    ...programSummarySchema.properties,
    howItWorks: { type: 'string' },
    howToEnjoySteps: { type: 'array', items: { type: 'string' } },
    // Kind-specific display data (ProgramRule in db/schema/programs.ts); passed through whole.
    rule: { type: 'object', additionalProperties: true },
    createdAt: { type: 'string' },
    merchant: {
      type: 'object',
      properties: {
        _id: { type: 'string' },
        name: { type: 'string' },
        logo: nullable('string'),
        image: nullable('string'),
        color: { type: 'string' },
        loyaltyProgramUnit: {
          type: 'object',
          properties: { name: { type: 'string' }, type: { type: 'string' }, isDecimal: { type: 'boolean' } },
        },
      },
    },
  },
};
