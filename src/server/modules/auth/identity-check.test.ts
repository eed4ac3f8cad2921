import { DEMO_MEMBER } from '../../db/seed/demo-content';
import { useTestApp } from '../../test-support/build-test-app';

const t = useTestApp();

const check = async (tenant: string, body: Record<string, unknown>) => {
  const res = await t.call(tenant, { method: 'POST', url: '/api/auth/identity', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json().data.next as string;
};

describe('POST /api/auth/identity with the picked login mode', () => {
  it('answers login for a member with a password who picked password mode, otp for one-time PIN mode', async () => {
    const tenants = ['alpha', 'bravo'];
    for (const tenant of tenants) {
      expect(await check(tenant, { phone: DEMO_MEMBER.phone, mode: 0 })).toBe('login');
    }
    const withOtp = await Promise.all(tenants.map((tenant) => check(tenant, { email: DEMO_MEMBER.email, mode: 1 })));
    // E-mail codes are always allowed, so one-time PIN mode gets code mode.
    expect(withOtp).toEqual(['otp', 'otp']);
  });

  it('still sends new identities to sign-up whatever the mode', async () => {
    expect(await check('alpha', { phone: '+97680000999', mode: 0 })).toBe('signup');
  });

  it('rejects an unknown mode, naming the field', async () => {
    const res = await t.call('alpha', {
      method: 'POST',
      url: '/api/auth/identity',
      payload: { phone: DEMO_MEMBER.phone, mode: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/mode/);
  });
});
