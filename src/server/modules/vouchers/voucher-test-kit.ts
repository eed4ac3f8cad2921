/** What the voucher API tests share: members of alpha with balances, test vouchers, and the calls they make. */
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../test-support/build-test-app';

type Json = Record<string, unknown>;

export function voucherKit(t: TestApp) {
  const post = (url: string, options: { token?: string; payload?: object; headers?: Json } = {}) =>
    t.call('alpha', {
      method: 'POST',
      url: `/api${url}`,
      token: options.token,
      payload: options.payload ?? {},
      headers: options.headers as Record<string, string>,
    });
  const get = (url: string, token?: string) => t.call('alpha', { method: 'GET', url: `/api${url}`, token });
  const keyed = (key: string = randomUUID()) => ({ 'idempotency-key': key });

  /** A new member of alpha, joined to alpha's own merchant, with these balances. */
  const newMember = (balances: { points?: string; credit?: string } = {}) => t.joinedMember('alpha', { balances });

  async function newVoucher(fields: Json = {}) {
    const res = await post('/dev/vouchers', {
      payload: { name: 'Test voucher', value: 10, pointAmount: 100, ...fields },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data as { voucherId: string; voucherValueId: string };
  }

  const settings = (payload: Json) => post('/dev/vouchers/settings', { payload });
  /** alpha's own merchant without purchase codes, tickets or shop (the demo seed turns them on). */
  const plainMerchant = () => settings({ ticket: 0, isClaimVoucherVerification: false, shopConnector: null });

  const requestBuy = (token: string, voucher: { voucherId: string; voucherValueId: string }, asset = 'points') =>
    post(`/vouchers/${voucher.voucherId}/purchases`, {
      token,
      payload: { voucherValueId: voucher.voucherValueId, asset },
    });

  const confirmBuy = (token: string, dataId: string, body: Json = {}, key: string = randomUUID()) =>
    post(`/vouchers/purchases/${dataId}/confirm`, { token, payload: body, headers: keyed(key) });

  const requestGift = (token: string, voucherId: string, issuedId: string, phone: string) =>
    post(`/vouchers/${voucherId}/issued/${issuedId}/gift`, { token, payload: { phone } });

  const confirmGift = (token: string, dataId: string, body: Json = {}, key: string = randomUUID()) =>
    post(`/vouchers/gifts/${dataId}/confirm`, { token, payload: body, headers: keyed(key) });

  const wallet = async (token: string) => (await get('/wallet/merchants/alpha', token)).json().data;

  return {
    post,
    get,
    keyed,
    newMember,
    newVoucher,
    settings,
    plainMerchant,
    requestBuy,
    confirmBuy,
    requestGift,
    confirmGift,
    wallet,
  };
}
