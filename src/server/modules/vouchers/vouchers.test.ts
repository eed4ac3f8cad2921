import { useTestApp } from '../../test-support/build-test-app';
import { issuedVoucherStatus } from './status';

const t = useTestApp();
let alpha: string;
beforeAll(async () => {
  alpha = await t.demoToken('alpha');
});

// Demo seed: the demo member holds alpha-v1, alpha-m01-v1 and alpha-m02-v1 at their second value.
const HELD = 'alpha-demo-member-mv1';

describe('GET /api/vouchers/:voucherId', () => {
  it('is public, lists the values, and names the copies the caller holds', async () => {
    const anonymous = await t.call('alpha', { url: '/api/vouchers/alpha-v1' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data).toMatchObject({ _id: 'alpha-v1', merchant: { _id: 'alpha' }, issuedIds: [] });
    expect(anonymous.json().data.values.map((v: { value: number }) => v.value)).toEqual([5, 10, 25]);
    const member = await t.call('alpha', { url: '/api/vouchers/alpha-v1', token: alpha });
    expect(member.json().data.issuedIds).toEqual([HELD]);
  });

  it("is 404 for unknown vouchers and another tenant's", async () => {
    expect((await t.call('alpha', { url: '/api/vouchers/nope' })).statusCode).toBe(404);
    expect((await t.call('alpha', { url: '/api/vouchers/bravo-v1' })).statusCode).toBe(404);
  });
});

describe('GET /api/vouchers/:voucherId/issued/:issuedId', () => {
  it("shows the caller's copy by member voucher id or by value id", async () => {
    const byId = await t.call('alpha', { url: `/api/vouchers/alpha-v1/issued/${HELD}`, token: alpha });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toMatchObject({
      _id: HELD,
      code: HELD,
      balance: 10,
      status: 'available',
      value: { _id: 'alpha-v1-val2', value: 10 },
      voucher: { name: expect.any(String), merchant: { _id: 'alpha' } },
    });
    const byValue = await t.call('alpha', { url: '/api/vouchers/alpha-v1/issued/alpha-v1-val2', token: alpha });
    expect(byValue.json().data._id).toBe(HELD);
  });

  it('needs a login and shows nobody else the copy', async () => {
    expect((await t.call('alpha', { url: `/api/vouchers/alpha-v1/issued/${HELD}` })).statusCode).toBe(401);
    const phone = '+97688001199';
    const other = (await t.signUpMember('alpha', phone)).token;
    const res = await t.call('alpha', { url: `/api/vouchers/alpha-v1/issued/${HELD}`, token: other });
    expect(res.statusCode).toBe(404);
    // A held id under the wrong voucher is not found either.
    expect((await t.call('alpha', { url: `/api/vouchers/alpha-v2/issued/${HELD}`, token: alpha })).statusCode).toBe(
      404,
    );
  });
});

describe('issuedVoucherStatus', () => {
  const expiry = new Date('2026-03-01T00:00:00Z');
  it('is expired only a day after the expiry date, and used when nothing is left', () => {
    expect(issuedVoucherStatus({ balance: '10', expiresAt: expiry }, new Date('2026-03-01T23:00:00Z'))).toBe(
      'available',
    );
    expect(issuedVoucherStatus({ balance: '10', expiresAt: expiry }, new Date('2026-03-02T00:00:01Z'))).toBe('expired');
    expect(issuedVoucherStatus({ balance: '0', expiresAt: null }, new Date())).toBe('used');
    expect(issuedVoucherStatus({ balance: '5', expiresAt: null }, new Date())).toBe('available');
  });
});
