import { decodePosPhone, encodePosPhone, validatePasswordConfirmation } from './pos-signin';

describe('/sign-in-with-pos/{phone}: base64 phone (section 2)', () => {
  it('decodes standard, unpadded and URL-safe base64', () => {
    expect(decodePosPhone(btoa('+97688112233'))).toEqual({ ok: true, phone: '+97688112233' });
    expect(decodePosPhone('ODgxMTIyMzM=')).toEqual({ ok: true, phone: '88112233' });
    expect(decodePosPhone('ODgxMTIyMzM')).toEqual({ ok: true, phone: '88112233' });
    expect(decodePosPhone('ODgxMTIyMzM%3D')).toEqual({ ok: true, phone: '88112233' });
    expect(decodePosPhone(encodePosPhone('+97688112233'))).toEqual({ ok: true, phone: '+97688112233' });
  });
  it('drops spaces and dashes inside the phone', () => {
    expect(decodePosPhone(btoa('+976 8811-2233'))).toEqual({ ok: true, phone: '+97688112233' });
  });
  it('explains what is wrong', () => {
    expect(decodePosPhone('')).toMatchObject({ ok: false, error: expect.stringContaining('must be base64') });
    expect(decodePosPhone('not base64!')).toMatchObject({
      ok: false,
      error: expect.stringContaining('must be base64'),
    });
    expect(decodePosPhone(btoa('hello'))).toEqual({
      ok: false,
      error: "the link decodes to 'hello', which is not a phone number ('+' and 6 to 15 digits)",
    });
    expect(decodePosPhone('%E0%A4%A')).toMatchObject({
      ok: false,
      error: expect.stringContaining('not valid URL text'),
    });
  });
});

describe('POS sign-in password confirmation (section 5)', () => {
  it("says 'Password doesn't match' unless equal", () => {
    expect(validatePasswordConfirmation('secret1', 'secret2')).toBe("Password doesn't match");
    expect(validatePasswordConfirmation('secret1', 'secret1 ')).toBe("Password doesn't match");
    expect(validatePasswordConfirmation('secret1', 'secret1')).toBeNull();
  });
});
