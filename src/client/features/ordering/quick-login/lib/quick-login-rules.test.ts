import { STORED_VOUCHER_KEY } from '../../../discovery';
import { afterQuickLoginPath } from './after-login';
import { fullEmail, preferredDomains, typedEmail } from './email-domain';
import { guestChannel, guestLoginBody } from './guest-identity';

describe('preferred e-mail domains', () => {
  const domains = preferredDomains(['@Gmail.com', 'yahoo.com', ' ', '@gmail.com']);

  it("lists each domain once, lower-case and starting with '@'", () => {
    expect(domains).toEqual(['@gmail.com', '@yahoo.com']);
  });

  it('appends the chosen domain to what is typed', () => {
    expect(fullEmail({ local: ' bold ', domain: '@gmail.com' })).toBe('bold@gmail.com');
    expect(fullEmail({ local: 'bold@work.mn', domain: null })).toBe('bold@work.mn');
    expect(fullEmail({ local: '', domain: '@gmail.com' })).toBe('');
  });

  it("splits an address typed with '@' and selects the preferred domain it names", () => {
    expect(typedEmail('bold@GMAIL.com', { local: 'bold', domain: null }, domains)).toEqual({
      local: 'bold',
      domain: '@gmail.com',
    });
  });

  it('keeps an address of another domain as typed, with no domain selected', () => {
    expect(typedEmail('bold@work.mn', { local: 'bold', domain: '@gmail.com' }, domains)).toEqual({
      local: 'bold@work.mn',
      domain: null,
    });
  });

  it("keeps the selected domain while the local part has no '@'", () => {
    expect(typedEmail('bol', { local: 'bold', domain: '@yahoo.com' }, domains)).toEqual({
      local: 'bol',
      domain: '@yahoo.com',
    });
  });
});

describe('guest login body', () => {
  const empty = { dialCode: '+976', phone: '', email: '' };

  it('asks for a phone or an e-mail by the guest login type', () => {
    expect(guestChannel('phone')).toBe('phone');
    expect(guestChannel('phone-required')).toBe('phone');
    expect(guestChannel('email-optional')).toBe('email');
    expect(guestChannel('email-required')).toBe('email');
  });

  it('sends the phone as dial code, a space, then the number', () => {
    expect(guestLoginBody('phone-required', { ...empty, phone: '99112233' })).toEqual({
      ok: true,
      body: { phone: '+976 99112233' },
    });
  });

  it("refuses a required phone with no number or no dial code: 'phoneRequired'", () => {
    expect(guestLoginBody('phone-required', empty)).toEqual({ ok: false, problem: 'phoneRequired' });
    expect(guestLoginBody('phone-required', { ...empty, dialCode: '', phone: '99112233' })).toEqual({
      ok: false,
      problem: 'phoneRequired',
    });
  });

  it("refuses a required e-mail left empty: 'emailRequired'", () => {
    expect(guestLoginBody('email-required', { ...empty, email: '  ' })).toEqual({
      ok: false,
      problem: 'emailRequired',
    });
    expect(guestLoginBody('email-required', { ...empty, email: 'a@b.mn' })).toEqual({
      ok: true,
      body: { email: 'a@b.mn' },
    });
  });

  it('sends an optional identity only when given', () => {
    expect(guestLoginBody('phone', empty)).toEqual({ ok: true, body: {} });
    expect(guestLoginBody('email-optional', empty)).toEqual({ ok: true, body: {} });
  });
});

describe('after quick login', () => {
  afterEach(() => window.localStorage.clear());

  it("goes to the merchant's ordering page", () => {
    expect(afterQuickLoginPath(window.localStorage, 'brew lane')).toBe('/order/merchant/brew%20lane');
  });

  it('opens a saved voucher with isclaim=true, once', () => {
    window.localStorage.setItem(STORED_VOUCHER_KEY, 'v1/val 2');
    expect(afterQuickLoginPath(window.localStorage, 'm1')).toBe('/vouchers/v1/val%202?isclaim=true');
    expect(window.localStorage.getItem(STORED_VOUCHER_KEY)).toBeNull();
    expect(afterQuickLoginPath(window.localStorage, 'm1')).toBe('/order/merchant/m1');
  });
});
