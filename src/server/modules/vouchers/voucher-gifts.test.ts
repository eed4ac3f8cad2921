/**
 * Gifting a held voucher (seed 001 §4, §5, §6): the seed's refusals, then the verification buying asks for —
 * biometrics when on (a fresh WebAuthn assertion), else the 4-digit SMS code when the merchant requires it and has
 * tickets left, else /webAuth, else none — and the copy moving to the recipient once.
 */
import { voucherGiftRequests } from '../../db/schema';
import { hostOf } from '../../test-support/fixture-tenants';
import { useTestApp } from '../../test-support/build-test-app';
import { TestAuthenticator } from '../auth/test-authenticator';
import { eq } from 'drizzle-orm';
import { voucherKit } from './voucher-test-kit';

const t = useTestApp();
const kit = voucherKit(t);
const { post, get, newMember, newVoucher, settings, requestGift, confirmGift } = kit;
const origin = `http://${hostOf('alpha')}`;

beforeAll(() => kit.plainMerchant());
afterEach(() => kit.plainMerchant());

/** A sender holding a fresh copy of a new voucher, and a member to gift it to. */
async function senderWithCopy() {
  const sender = await newMember();
  const recipient = await newMember();
  const voucher = await newVoucher();
  const issued = await post('/dev/vouchers/issue', { payload: { voucherId: voucher.voucherId, phone: sender.phone } });
  const { issuedId } = issued.json().data as { issuedId: string };
  const held = (token: string) => get(`/vouchers/${voucher.voucherId}/issued/${issuedId}`, token);
  const ask = (phone = recipient.phone) => requestGift(sender.token, voucher.voucherId, issuedId, phone);
  return { sender, recipient, voucher, issuedId, held, ask };
}

const ticketsLeft = async () => (await settings({})).json().data.ticket as number;

describe('gifting a voucher', () => {
  it("refuses in the seed's words: own phone, no tickets, a phone that is not a member (then invites it)", async () => {
    const { sender, voucher, ask } = await senderWithCopy();
    expect((await ask(sender.phone)).json()).toMatchObject({
      statusCode: 400,
      message: 'You should not gift to yourself',
      field: 'phone',
    });
    await settings({ ticket: 0 });
    expect((await ask()).json()).toMatchObject({
      statusCode: 409,
      message: 'The merchant is unable to send the gift.',
    });
    await settings({ ticket: 1 });
    expect((await ask('+97688000999')).json()).toMatchObject({ statusCode: 404, message: 'User not found!' });
    const invite = await post(`/vouchers/${voucher.voucherId}/invitations`, {
      token: sender.token,
      payload: { phone: '+97688000998' },
    });
    expect(invite.statusCode).toBe(200);
    const outbox = (await get('/dev/outbox?to=%2B97688000998')).json().data;
    expect(outbox[0].body).toContain('/signup?phone=');
    expect(await ticketsLeft()).toBe(0);
  });

  it('no verification asked: the confirmation moves the copy with one ticket, and answers the same on a retry', async () => {
    const { sender, recipient, held, ask } = await senderWithCopy();
    await settings({ ticket: 2 });
    const asked = await ask();
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data).toMatchObject({ verification: 'none', sentTo: null, phone: recipient.phone });
    // Asking moves nothing yet.
    expect((await held(sender.token)).statusCode).toBe(200);
    const key = 'gift-key-1';
    const sent = await confirmGift(sender.token, asked.json().data.dataId, {}, key);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.phone).toBe(recipient.phone);
    expect((await confirmGift(sender.token, asked.json().data.dataId, {}, key)).json()).toEqual(sent.json());
    expect((await held(sender.token)).statusCode).toBe(404);
    expect((await held(recipient.token)).json().data).toMatchObject({
      status: 'available',
      giftedBy: expect.any(String),
    });
    expect(await ticketsLeft()).toBe(1);
    const told = (await get(`/dev/outbox?to=${encodeURIComponent(recipient.phone)}`)).json().data;
    expect(told[0].body).toContain('sent you the');
  });

  it('the merchant requires a code: a 4-digit SMS to the sender (one ticket), a wrong code refused, then the gift', async () => {
    const { sender, recipient, held, ask } = await senderWithCopy();
    await settings({ ticket: 2, isClaimVoucherVerification: true });
    const asked = await ask();
    expect(asked.json().data).toMatchObject({ verification: 'sms', sentTo: expect.stringContaining('*') });
    const { dataId } = asked.json().data;
    expect((await confirmGift(sender.token, dataId)).json()).toMatchObject({
      code: 'CODE_REQUIRED',
      message: 'Required',
    });
    const code = await t.lastCode('alpha', sender.phone);
    expect(code).toMatch(/^\d{4}$/);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expect((await confirmGift(sender.token, dataId, { code: wrong })).json().code).toBe('CODE_WRONG');
    expect((await held(recipient.token)).statusCode).toBe(404);
    expect((await confirmGift(sender.token, dataId, { code })).statusCode).toBe(200);
    expect((await held(recipient.token)).statusCode).toBe(200);
    // One ticket for the code, one for telling the recipient.
    expect(await ticketsLeft()).toBe(0);
    // The code was used: the request cannot be confirmed again with another key.
    expect((await confirmGift(sender.token, dataId, { code })).json().code).toBe('CODE_USED');
  });

  it('the merchant requires a code but has one ticket left (the code and the gift need two): /webAuth', async () => {
    const { ask } = await senderWithCopy();
    await settings({ ticket: 1, isClaimVoucherVerification: true });
    expect((await ask()).json()).toMatchObject({ statusCode: 409, code: 'WEBAUTH_REQUIRED' });
    expect(await ticketsLeft()).toBe(1);
  });

  it('biometrics on: only a fresh assertion of the request’s own challenge gifts, even when the merchant wants a code', async () => {
    const { sender, recipient, held, ask } = await senderWithCopy();
    await settings({ ticket: 3, isClaimVoucherVerification: true });
    const authenticator = new TestAuthenticator();
    const options = (await post('/me/webauthn/registration-options', { token: sender.token })).json().data;
    await post('/me/webauthn/registration', { token: sender.token, payload: authenticator.register(options, origin) });

    const asked = (await ask()).json().data;
    expect(asked).toMatchObject({ verification: 'biometric', sentTo: null });
    expect(asked.webauthnOptions.challenge).toEqual(expect.any(String));
    expect((await confirmGift(sender.token, asked.dataId)).json()).toMatchObject({
      statusCode: 400,
      field: 'credential',
    });
    const forged = new TestAuthenticator().assert(asked.webauthnOptions, origin);
    expect((await confirmGift(sender.token, asked.dataId, { credential: forged })).json()).toMatchObject({
      statusCode: 401,
      message: "Can't verify! Biometric",
    });
    expect((await held(recipient.token)).statusCode).toBe(404);

    const again = (await ask()).json().data;
    const credential = authenticator.assert(again.webauthnOptions, origin);
    expect((await confirmGift(sender.token, again.dataId, { credential })).statusCode).toBe(200);
    expect((await held(recipient.token)).statusCode).toBe(200);
    // No SMS code went out: only the recipient's ticket was used.
    expect(await ticketsLeft()).toBe(2);
  });

  it("another member cannot confirm someone else's gift request", async () => {
    const { ask, sender } = await senderWithCopy();
    await settings({ ticket: 1 });
    const { dataId } = (await ask()).json().data;
    const stranger = await newMember();
    expect((await confirmGift(stranger.token, dataId)).statusCode).toBe(404);
    const [row] = await t.db.db.select().from(voucherGiftRequests).where(eq(voucherGiftRequests.id, dataId));
    expect(row.consumedAt).toBeNull();
    expect((await confirmGift(sender.token, dataId)).statusCode).toBe(200);
  });
});
