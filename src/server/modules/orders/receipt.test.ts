import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { useTestApp } from '../../test-support/build-test-app';
import { ALPHA_FLAGSHIP, flatWhite, setOrderingClock, simpleLine, ubTuesday } from '../../test-support/ordering';
import { pdfContent } from '../../test-support/pdf-text';
import { findReceiptFonts } from './receipt-fonts';

// The PDF receipt (seed 002 §2 'download receipt', §7): a short-lived link for the owner, the PDF it opens.
// The tenant's built icon, as a build writes it (a 1×1 PNG stands in): the receipt prints it as its logo.
const distDir = mkdtempSync(path.join(tmpdir(), 'livery-receipt-'));
mkdirSync(path.join(distDir, 'alpha', 'icons'), { recursive: true });
writeFileSync(
  path.join(distDir, 'alpha', 'icons', 'icon-192.png'),
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const t = useTestApp({ distDir });
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const cartUrl = `/api/order/cart/${ALPHA_FLAGSHIP}`;
const call = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call('alpha', { method, url, payload, token, headers: { 'idempotency-key': randomUUID() } });

const newMember = async () => (await t.joinedMember('alpha')).token;

let milkTea = '';
beforeAll(async () => {
  await setOrderingClock(t, 'alpha', ubTuesday('10:00'));
  const category = (await call(undefined, 'POST', '/api/dev/ordering/categories', { name: { en_US: 'Tea' } })).json()
    .data._id;
  // Named in all three languages: the receipt must print Mongolian Cyrillic and Chinese.
  milkTea = (
    await call(undefined, 'POST', '/api/dev/ordering/products', {
      category,
      name: { en_US: 'Milk tea', mn_MN: 'Сүүтэй цай', zh_CN: '奶茶' },
      price: { dine_in: '3.00', takeout: '3.00', delivery: '3.00' },
    })
  ).json().data._id;
});

async function placeOrder(token: string) {
  await call(token, 'POST', `${cartUrl}/items`, flatWhite(1, { shots: 1 }));
  await call(token, 'POST', `${cartUrl}/items`, { ...simpleLine('Banana bread', 1), product_uid: milkTea });
  const placed = await call(token, 'POST', `${cartUrl}/place`, { payments: [] });
  expect(placed.statusCode).toBe(201);
  const orderId = placed.json().data._id as string;
  return (await call(token, 'GET', `/api/orders/${orderId}`)).json().data;
}

const linkOf = async (token: string, orderId: string) => {
  const res = await call(token, 'GET', `/api/orders/${orderId}/receipt-link`);
  expect(res.statusCode).toBe(200);
  return res.json().data.url as string;
};
/** Opened as a browser opens a link: no bearer token. */
const open = (url: string) => call(undefined, 'GET', url);

it('the owner gets a link that opens the PDF: name, colour, logo, number, date, items with modifiers, taxes, total', async () => {
  const token = await newMember();
  const order = await placeOrder(token);
  const url = await linkOf(token, order._id);
  expect(url).toMatch(new RegExp(`^/api/orders/${order._id}/download-receipt\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
  const res = await open(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`inline; filename="receipt-${order.dailyOrderNumber}.pdf"`);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

  const pdf = pdfContent(res.rawPayload);
  expect(pdf.info.Title).toBe(`alpha test receipt, order #${order.dailyOrderNumber}`);
  expect(pdf.lines).toEqual(
    expect.arrayContaining([
      'alpha test',
      `Order #${order.dailyOrderNumber}`,
      '2026-12-01 10:00',
      `1 × Flat white`,
      // The demo café names its items in Chinese too.
      '澳白',
      'Large (12 oz) / 大杯',
      'Oat / 燕麦奶',
      `1 × Milk tea`,
      '奶茶',
      'Subtotal',
      `USD ${order.total.total_price}`,
      'Service charge',
      `USD ${order.total.service_charge}`,
      ...order.total.tax.map((tax: { display_name: string }) => tax.display_name),
      'Total',
      `USD ${order.total.final_price}`,
      'Due',
    ]),
  );
  // Printed in Noto Sans CJK (fonts-noto-cjk, installed by .ci/run): no glyph is missing.
  expect(findReceiptFonts().cjk).toBe(true);
  expect(pdf.fonts).toEqual(expect.arrayContaining(['NotoSansCJKsc-Regular', 'NotoSansCJKsc-Bold']));
  // Mongolian ү and ө are not in Noto Sans CJK: DejaVu Sans prints them (fonts-dejavu-core), in runs of their own.
  expect(pdf.lines.join('')).toContain('Сүүтэй цай');
  expect(pdf.fonts).toContain('DejaVuSans');
  expect(pdf.lines.join('')).not.toContain('\uFFFD');
  // The logo is an image; the name is drawn in the tenant's brand colour.
  expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
});

it("a guest's receipt works the same way", async () => {
  const guest = await call(undefined, 'POST', '/api/auth/guest', { phone: '+97688461999' });
  const token = guest.json().data.token as string;
  const order = await placeOrder(token);
  const res = await open(await linkOf(token, order._id));
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
  expect(pdfContent(res.rawPayload).lines).toContain(`Order #${order.dailyOrderNumber}`);
});

it("nobody else's: another member's link is 404, a link opens only its own order, forged or signed-out links are 404", async () => {
  const owner = await newMember();
  const other = await newMember();
  const order = await placeOrder(owner);
  const theirs = await placeOrder(other);
  expect((await call(other, 'GET', `/api/orders/${order._id}/receipt-link`)).statusCode).toBe(404);
  expect((await call(undefined, 'GET', `/api/orders/${order._id}/receipt-link`)).statusCode).toBe(401);

  const url = await linkOf(owner, order._id);
  const token = new URL(url, 'http://x').searchParams.get('token')!;
  const refused = async (target: string) => {
    const res = await open(target);
    expect([res.statusCode, res.json().code, res.json().field]).toEqual([404, 'RECEIPT_LINK_INVALID', 'token']);
  };
  // The owner's token names its order: it does not open another order's receipt.
  await refused(`/api/orders/${theirs._id}/download-receipt?token=${token}`);
  // Signed with a guessed key.
  const [header, payload] = token.split('.');
  const forged = await new SignJWT(JSON.parse(Buffer.from(payload, 'base64url').toString()))
    .setProtectedHeader(JSON.parse(Buffer.from(header, 'base64url').toString()))
    .sign(new TextEncoder().encode('a guessed key of thirty-two bytes'));
  await refused(`/api/orders/${order._id}/download-receipt?token=${forged}`);
  // Not a token at all: the field is named.
  const malformed = await open(`/api/orders/${order._id}/download-receipt?token=nope`);
  expect([malformed.statusCode, malformed.json().field]).toEqual([400, 'token']);
  // Signing out ends the session and its links.
  expect((await open(url)).statusCode).toBe(200);
  await call(owner, 'POST', '/api/auth/logout');
  await refused(url);
});

it('a link lives 5 minutes', async () => {
  const token = await newMember();
  const order = await placeOrder(token);
  const url = await linkOf(token, order._id);
  const realClock = t.app.ctx.clock;
  t.app.ctx.clock = () => new Date(realClock().getTime() + 301_000);
  try {
    const res = await open(url);
    expect([res.statusCode, res.json().code]).toEqual([404, 'RECEIPT_LINK_INVALID']);
  } finally {
    t.app.ctx.clock = realClock;
  }
});
