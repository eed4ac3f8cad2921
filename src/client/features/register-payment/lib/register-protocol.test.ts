import {
  acceptMessage,
  declineMessage,
  isFromRegister,
  isRegisterOrigin,
  readRegisterQuery,
  readSaleData,
  registerWindow,
} from './register-protocol';

const ALLOWED = ['https://pos.example.com', 'https://*.registers.example', 'http://localhost:47210'];

describe('register origins', () => {
  it('admits the listed origins exactly, and subdomains under a wildcard with the same scheme and port', () => {
    expect(isRegisterOrigin('https://pos.example.com', ALLOWED)).toBe(true);
    expect(isRegisterOrigin('http://localhost:47210', ALLOWED)).toBe(true);
    expect(isRegisterOrigin('https://a.registers.example', ALLOWED)).toBe(true);
    expect(isRegisterOrigin('https://a.b.registers.example', ALLOWED)).toBe(true);
  });

  it('refuses everything else: other scheme, port, host, the wildcard’s own domain, paths, look-alikes', () => {
    for (const origin of [
      'http://pos.example.com',
      'https://pos.example.com:8443',
      'https://pos.example.com/',
      'https://pos.example.com/pay',
      'https://evil.example.com',
      'https://registers.example',
      'https://a.registers.example:444',
      'https://evilregisters.example',
      'http://localhost:47211',
      'http://127.0.0.1:47210',
      'javascript:alert(1)',
      '*',
      'null',
    ])
      expect([origin, isRegisterOrigin(origin, ALLOWED)]).toEqual([origin, false]);
  });
});

describe('the page query', () => {
  const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

  it("says 'No origin' first, then refuses an origin the tenant does not list", () => {
    expect(readRegisterQuery(query({ amount: '10', register_id: 'r1' }), ALLOWED)).toEqual({
      ok: false,
      problem: 'noOrigin',
    });
    expect(
      readRegisterQuery(query({ origin: 'https://evil.example', amount: '10', register_id: 'r1' }), ALLOWED),
    ).toEqual({ ok: false, problem: 'originNotAllowed' });
    expect(readRegisterQuery(query({ origin: 'https://pos.example.com', amount: '10' }), [])).toEqual({
      ok: false,
      problem: 'originNotAllowed',
    });
  });

  it('needs the register and a sale total with at most 2 decimals', () => {
    const base = { origin: 'https://pos.example.com' };
    expect(readRegisterQuery(query({ ...base, amount: '10' }), ALLOWED)).toEqual({ ok: false, problem: 'noRegister' });
    expect(readRegisterQuery(query({ ...base, register_id: 'r1', amount: '1.234' }), ALLOWED)).toEqual({
      ok: false,
      problem: 'badAmount',
    });
    expect(readRegisterQuery(query({ ...base, register_id: 'r1', amount: '25.50' }), ALLOWED)).toEqual({
      ok: true,
      amount: '25.50',
      origin: 'https://pos.example.com',
      registerId: 'r1',
    });
  });
});

describe('register messages', () => {
  it('reads a DATA message as an object or as a JSON string', () => {
    const sale = { step: 'DATA', register_sale_id: 'S-1', customer_id: '+97699000001' };
    expect(readSaleData(sale)).toEqual({ saleId: 'S-1', customerPhone: '+97699000001' });
    expect(readSaleData(JSON.stringify(sale))).toEqual({ saleId: 'S-1', customerPhone: '+97699000001' });
    expect(readSaleData({ step: 'DATA', register_sale_id: 'S-2' })).toEqual({ saleId: 'S-2', customerPhone: null });
  });

  it('ignores what is not a sale', () => {
    for (const data of [
      null,
      'not json',
      '{"step":"ACCEPT"}',
      { step: 'DATA' },
      { step: 'DATA', register_sale_id: '' },
      { step: 'DATA', register_sale_id: 42 },
      { step: 'data', register_sale_id: 'S-1' },
    ])
      expect(readSaleData(data)).toBeNull();
  });

  it('answers ACCEPT with the amount and the approved amount, or DECLINE', () => {
    const checkout = {
      register_sale_id: 'S-1',
      amount: '25.50',
      approved_amount: '5.00',
      redeemAmount: '500.00',
      storeValueAmount: '0.00',
      balances: { points: '0.00', pointsCurrencyValue: '0.00', storeCredit: '0.00', storeCreditUsable: true },
    };
    expect(acceptMessage(checkout)).toEqual({
      step: 'ACCEPT',
      register_sale_id: 'S-1',
      amount: '25.50',
      approved_amount: '5.00',
      redeemAmount: '500.00',
      storeValueAmount: '0.00',
    });
    expect(declineMessage('S-1')).toEqual({ step: 'DECLINE', register_sale_id: 'S-1' });
  });

  it('talks to the opener, else the parent frame, and listens only to that window on the register origin', () => {
    const opener = {} as Window;
    const parent = {} as Window;
    const self = { opener: null, parent } as unknown as Window;
    expect(registerWindow({ opener, parent })).toBe(opener);
    expect(registerWindow(self)).toBe(parent);
    const alone = { opener: null } as unknown as Window & { parent: Window };
    alone.parent = alone;
    expect(registerWindow(alone)).toBeNull();

    const origin = 'https://pos.example.com';
    expect(isFromRegister({ origin, source: parent }, origin, parent)).toBe(true);
    expect(isFromRegister({ origin: 'https://evil.example', source: parent }, origin, parent)).toBe(false);
    expect(isFromRegister({ origin, source: {} as Window }, origin, parent)).toBe(false);
    expect(isFromRegister({ origin, source: parent }, origin, null)).toBe(false);
  });
});
