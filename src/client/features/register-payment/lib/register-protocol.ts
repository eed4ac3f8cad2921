/**
 * The register's side of /vendpayment (seed 001 §2, §4, §7 "Messages to the parent window"): the page is opened by
 * a point-of-sale register on another origin, in a frame or a window, with `?amount=&origin=&register_id=`. It asks
 * the register for the sale with `{ step: 'DATA' }`; the register answers (as an object or a JSON string)
 *
 *   { "step": "DATA", "register_sale_id": "<sale id>", "customer_id": "<customer phone with dial code, optional>" }
 *
 * and the page replies `{ step: 'ACCEPT', register_sale_id, amount, approved_amount, redeemAmount, storeValueAmount }`
 * (amounts as exact decimal strings, like the API) or `{ step: 'DECLINE', register_sale_id }`. Every message goes to
 * the register window with targetOrigin = `origin` (never '*'), and only messages from that window and origin are
 * read. `origin` must be one of the tenant's registerPayment.allowedOrigins, the origins its frame policy admits.
 */
import type { RegisterCheckout } from '../../../../shared/api/register-payment';

export const REGISTER_STEPS = { data: 'DATA', accept: 'ACCEPT', decline: 'DECLINE' } as const;

const AMOUNT = /^[0-9]{1,12}(\.[0-9]{1,2})?$/;
const WILDCARD = /^(https?:)\/\/\*\.([a-z0-9.-]+)(?::([0-9]{1,5}))?$/;

/** The origin as a browser writes it (scheme, host, port; no path or slash), or null when `raw` is not one. */
export function exactOrigin(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === raw ? raw : null;
  } catch {
    return null;
  }
}

/**
 * Whether an origin is one of the tenant's register origins: equal to one, or under a wildcard one
 * (`https://*.example.com` admits any subdomain of example.com with that scheme and port, not example.com itself),
 * as a CSP frame-ancestors source does.
 */
export function isRegisterOrigin(origin: string, allowed: readonly string[]): boolean {
  if (exactOrigin(origin) === null) return false;
  const url = new URL(origin);
  return allowed.some((pattern) => {
    if (pattern === origin) return true;
    const wildcard = WILDCARD.exec(pattern);
    if (!wildcard) return false;
    const [, scheme, base, port = ''] = wildcard;
    return url.protocol === scheme && url.port === port && url.hostname.endsWith(`.${base}`);
  });
}

export type RegisterQueryProblem = 'noOrigin' | 'originNotAllowed' | 'noRegister' | 'badAmount';

export type RegisterQuery =
  { ok: true; amount: string; origin: string; registerId: string } | { ok: false; problem: RegisterQueryProblem };

/** The page's query: `origin` first ('No origin' without it), then the register and the sale total. */
export function readRegisterQuery(search: string, allowedOrigins: readonly string[]): RegisterQuery {
  const params = new URLSearchParams(search);
  const origin = params.get('origin')?.trim() ?? '';
  if (!origin) return { ok: false, problem: 'noOrigin' };
  if (!isRegisterOrigin(origin, allowedOrigins)) return { ok: false, problem: 'originNotAllowed' };
  const registerId = params.get('register_id')?.trim() ?? '';
  if (!registerId || registerId.length > 64) return { ok: false, problem: 'noRegister' };
  const amount = params.get('amount')?.trim() ?? '';
  if (!AMOUNT.test(amount)) return { ok: false, problem: 'badAmount' };
  return { ok: true, amount, origin, registerId };
}

export interface RegisterSale {
  saleId: string;
  /** The customer's phone as the register knows it; null: 'phone not set' (the cashier types it). */
  customerPhone: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The sale of a DATA message (object or JSON string), or null for anything else. */
export function readSaleData(data: unknown): RegisterSale | null {
  let message = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!isRecord(message) || message.step !== REGISTER_STEPS.data) return null;
  const saleId = message.register_sale_id;
  if (typeof saleId !== 'string' || saleId.trim() === '' || saleId.length > 100) return null;
  const customer = message.customer_id;
  return {
    saleId: saleId.trim(),
    customerPhone: typeof customer === 'string' && customer.trim() !== '' ? customer.trim() : null,
  };
}

/** The window that opened the page (a popup) or frames it; null when it stands alone. */
export function registerWindow(self: Pick<Window, 'opener' | 'parent'>): Window | null {
  if (self.opener) return self.opener as Window;
  return self.parent && self.parent !== self ? self.parent : null;
}

/** A message is the register's only when it comes from the register window and from the register's origin. */
export function isFromRegister(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  origin: string,
  register: Window | null,
): boolean {
  return register !== null && event.source === register && event.origin === origin;
}

export const dataRequest = () => ({ step: REGISTER_STEPS.data });

export const acceptMessage = (checkout: RegisterCheckout) => ({
  step: REGISTER_STEPS.accept,
  register_sale_id: checkout.register_sale_id,
  amount: checkout.amount,
  approved_amount: checkout.approved_amount,
  redeemAmount: checkout.redeemAmount,
  storeValueAmount: checkout.storeValueAmount,
});

export const declineMessage = (saleId: string | null) => ({ step: REGISTER_STEPS.decline, register_sale_id: saleId });
