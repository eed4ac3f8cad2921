import { and, eq } from 'drizzle-orm';
import { memberships } from '../../db/schema';
import { DEMO_MEMBER } from '../../db/seed/demo-content';
import { useTestApp } from '../../test-support/build-test-app';

const t = useTestApp();

const numbersOf = async (tenantId: string, userId: string) =>
  (
    await t.db.db
      .select({ merchantId: memberships.merchantId, memberNumber: memberships.memberNumber })
      .from(memberships)
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
  ).map((row) => row.memberNumber);

const login = (tenant: string, payload: object) =>
  t.call(tenant, { method: 'POST', url: '/api/auth/member-number/login', payload });

describe('membership numbers', () => {
  it('every membership of the demo data has its own 8-digit number', async () => {
    const alpha = await numbersOf('alpha', 'alpha-demo-member');
    const bravo = await numbersOf('bravo', 'bravo-demo-member');
    expect(alpha).toHaveLength(5);
    for (const n of [...alpha, ...bravo]) expect(n).toMatch(/^\d{8}$/);
    expect(new Set([...alpha, ...bravo]).size).toBe(alpha.length + bravo.length);
  });

  it('My Rewards shows each membership’s number (the card the member logs in with)', async () => {
    const token = await t.demoToken('alpha');
    const res = await t.call('alpha', { url: '/api/me/merchants?filter=all', token });
    const shown = (res.json().data as { memberNumber: string }[]).map((m) => m.memberNumber).sort();
    expect(shown).toEqual((await numbersOf('alpha', 'alpha-demo-member')).sort());
  });

  it('a join hands out a new number', async () => {
    const token = await t.demoToken('alpha');
    const before = await numbersOf('alpha', 'alpha-demo-member');
    const res = await t.call('alpha', {
      method: 'POST',
      url: '/api/merchants/alpha-m02/join',
      token,
      payload: { isTermChecked: true },
    });
    expect(res.statusCode).toBe(200);
    const after = await numbersOf('alpha', 'alpha-demo-member');
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((n) => !before.includes(n));
    expect(added).toMatch(/^\d{8}$/);
  });
});

describe('membership-number login (refNo)', () => {
  it('logs in with a membership number and password: the same session as a password login', async () => {
    const [refNo] = await numbersOf('alpha', 'alpha-demo-member');
    const res = await login('alpha', { refNo, password: DEMO_MEMBER.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ token: expect.any(String), user: { _id: 'alpha-demo-member' } });
  });

  it('answers the same for a wrong password and an unknown number', async () => {
    const [refNo] = await numbersOf('alpha', 'alpha-demo-member');
    const wrong = await login('alpha', { refNo, password: 'not-the-password' });
    const unknown = await login('alpha', { refNo: '99999999', password: DEMO_MEMBER.password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Wrong membership number or password');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('does not accept another tenant’s membership number', async () => {
    const [refNo] = await numbersOf('bravo', 'bravo-demo-member');
    const res = await login('alpha', { refNo, password: DEMO_MEMBER.password });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a number that is not digits, naming the field', async () => {
    const res = await login('alpha', { refNo: 'ABC-123', password: DEMO_MEMBER.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().field ?? res.json().message).toMatch(/refNo/);
  });

  it('needs the terms box where the merchant asks for it', async () => {
    const [refNo] = await numbersOf('bravo', 'bravo-demo-member');
    const missing = await login('bravo', { refNo, password: DEMO_MEMBER.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('isTermChecked');
    const ok = await login('bravo', { refNo, password: DEMO_MEMBER.password, isTermChecked: true });
    expect(ok.statusCode).toBe(200);
  });
});
