import { posTransactions } from '../../db/schema';
import { useTestApp } from '../../test-support/build-test-app';
import { GUEST_DISCOUNT_PROMPT } from '../../../shared/rules/programs';

const t = useTestApp();
let alpha: string;
beforeAll(async () => {
  alpha = await t.demoToken('alpha');
});

type Tier = {
  _id: string;
  name: string;
  isActive?: boolean;
  howItWorks: string;
  showOnMemberApp: boolean;
  discountCashback: { discountType: string; value: number | null } | null;
  outlets: { _id: string; name: string }[];
  requiredUsage: { values: Record<string, number>[] };
  requirement: { requiredAmount: number; requiredCount: number };
  durationDays: number | null;
};
const merchant = async (id: string, token?: string, tenant = 'alpha') => {
  const res = await t.call(tenant, { url: `/api/merchants/${id}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    memberships: Tier[];
    loyaltyPrograms: { _id: string; type: string; guestEligible: boolean }[];
    loyaltyProgramsCount: number;
    ticketReferral: number;
  };
};

describe('GET /api/programs/:programId', () => {
  it('gives an active program of this app with its merchant, how it works and steps', async () => {
    const res = await t.call('alpha', { url: '/api/programs/alpha-prog-loyalty' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ _id: 'alpha-prog-loyalty', type: 'loyalty', merchant: { _id: 'alpha' } });
    expect(data.howItWorks).toContain('<p>');
    expect(data.howToEnjoySteps.length).toBeGreaterThan(0);
    expect(data.rule.kind).toBe('loyalty');
  });

  it('is 404 with a clear message for an unknown id and for another tenant’s program', async () => {
    for (const [tenant, id] of [
      ['alpha', 'nope'],
      ['bravo', 'alpha-prog-loyalty'],
      ['alpha', 'bravo-prog-loyalty'],
    ]) {
      const res = await t.call(tenant, { url: `/api/programs/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Program not found' });
    }
  });

  it('refuses a guest a discount package with the spec wording, but shows other programs', async () => {
    const guest = await t.call('alpha', { method: 'POST', url: '/api/auth/guest', payload: { phone: '+97688330011' } });
    expect(guest.statusCode).toBe(200);
    const token = guest.json().data.token as string;
    for (const type of ['discount', 'cashback', 'package']) {
      const res = await t.call('alpha', { url: `/api/programs/alpha-prog-${type}`, token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'GUEST_NOT_ELIGIBLE', message: GUEST_DISCOUNT_PROMPT });
    }
    expect((await t.call('alpha', { url: '/api/programs/alpha-prog-stamp', token })).statusCode).toBe(200);
    // Members and anonymous visitors may read it (public merchant pages, seed 000 §6).
    expect((await t.call('alpha', { url: '/api/programs/alpha-prog-discount', token: alpha })).statusCode).toBe(200);
    expect((await t.call('alpha', { url: '/api/programs/alpha-prog-discount' })).statusCode).toBe(200);
    // A guest sees no tier as theirs.
    const page = await merchant('alpha', token);
    expect(page.memberships.some((m) => 'isActive' in m)).toBe(false);
  });
});

describe('GET /api/programs?merchantId&type', () => {
  it('lists a merchant’s programs of one kind, or all kinds', async () => {
    const stamps = await t.call('alpha', { url: '/api/programs?merchantId=alpha&type=stamp' });
    expect(stamps.statusCode).toBe(200);
    expect(stamps.json().data.map((p: { type: string }) => p.type)).toEqual(['stamp']);
    const all = (await t.call('alpha', { url: '/api/programs?merchantId=alpha' })).json();
    expect(all.total).toBe(7);
    expect(all.data.find((p: { type: string }) => p.type === 'package').guestEligible).toBe(false);
  });

  it('names the bad field and keeps merchants of other tenants out', async () => {
    const bad = await t.call('alpha', { url: '/api/programs?merchantId=alpha&type=lottery' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/type/);
    const missing = await t.call('alpha', { url: '/api/programs?type=stamp' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/merchantId/);
    const other = await t.call('alpha', { url: '/api/programs?merchantId=bravo' });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Merchant not found');
  });
});

describe('merchant page: programs and memberships', () => {
  it('carries program cards, their count and the referral tickets left', async () => {
    const page = await merchant('alpha');
    expect(page.loyaltyProgramsCount).toBe(7);
    expect(page.loyaltyPrograms.map((p) => p.type).sort()).toEqual(
      ['cashback', 'discount', 'loyalty', 'package', 'referral', 'stamp', 'voucher'].sort(),
    );
    // 250 seeded, less the ticket the demo friend's referral join took (seed-rewards).
    expect(page.ticketReferral).toBe(249);
    // Every bravo program id is bravo's: no row of another tenant reaches the page.
    const bravo = await merchant('bravo', undefined, 'bravo');
    expect(bravo.loyaltyPrograms.every((p) => p._id.startsWith('bravo'))).toBe(true);
  });

  it('shows an anonymous visitor the tiers with requirements, display fields and no isActive', async () => {
    const page = await merchant('alpha');
    expect(page.memberships.map((m) => m.name)).toEqual(['Silver', 'Gold', 'Platinum']);
    expect(page.memberships.some((m) => 'isActive' in m)).toBe(false);
    expect(page.memberships[1].requiredUsage.values).toEqual([{ requiredAmount: 200, requiredCount: 10 }]);
    expect(page.memberships[1]).toMatchObject({
      showOnMemberApp: true,
      discountCashback: { discountType: 'discount', value: 10 },
    });
    expect(page.memberships[1].howItWorks).toContain('Gold');
    expect(page.memberships[2].discountCashback?.discountType).toBe('cashback');
    expect(page.memberships[2].outlets).toHaveLength(1);
    // The progress popup's requirement cards: each tier's own requirement and how long it lasts once reached.
    expect(page.memberships.map((m) => [m.requirement, m.durationDays])).toEqual([
      [{ requiredAmount: 0, requiredCount: 0 }, null],
      [{ requiredAmount: 200, requiredCount: 10 }, 365],
      [{ requiredAmount: 800, requiredCount: 30 }, 90],
    ]);
  });

  it('computes requiredUsage from the member’s own spend and count', async () => {
    const member = await t.joinedMember('alpha', { merchantId: 'alpha-m02' });
    await t.db.db.insert(posTransactions).values(
      [40, 60.5, 49.5].map((amount, i) => ({
        id: `h3-pos-${i}`,
        tenantId: 'alpha',
        userId: member.user._id,
        merchantId: 'alpha-m02',
        amount: amount.toFixed(2),
        createdAt: new Date(Date.UTC(2026, 1, i + 1)),
      })),
    );
    const tiers = (await merchant('alpha-m02', member.token)).memberships;
    // $150 in 3 purchases: Silver is active and carries what it takes to reach Gold.
    expect(tiers.map((m) => m.isActive)).toEqual([true, false, false]);
    expect(tiers[0].requiredUsage.values).toEqual([
      { currentAmount: 150, currentCount: 3, requiredAmount: 200, requiredCount: 10 },
    ]);
    expect(tiers[2].requiredUsage.values).toEqual([
      { currentAmount: 150, currentCount: 3, requiredAmount: 800, requiredCount: 30 },
    ]);
    // Another member of the same tenant who has not joined sees no tier as theirs.
    const other = await t.signUpMember('alpha', '+97688330033');
    expect((await merchant('alpha-m02', other.token)).memberships.some((m) => 'isActive' in m)).toBe(false);
  });

  it('gives the demo member an active tier on the brand (the profile badge)', async () => {
    const tiers = (await merchant('alpha', alpha)).memberships;
    expect(tiers.filter((m) => m.isActive)).toHaveLength(1);
    expect(tiers.find((m) => m.isActive)?.name).toBe('Gold');
  });
});
