/**
 * The sandbox's hosted test payment page (issue 12): plain server-rendered HTML with forms and no script, as a
 * provider's hosted checkout is — it works without the app's JavaScript and runs under its own strict policy
 * (SANDBOX_PAGE_POLICY). It lists the test cards, takes one, shows a 3-D-Secure-style challenge for the challenge
 * card and a decline for the decline card, and sends the payer back to the order page otherwise.
 */
import { SANDBOX_TEST_CARDS, type SandboxCardOutcome } from '../../../shared/constants/payments';
import { fromCents } from '../../../shared/rules/money';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import { pickContrastText } from '../../../shared/theme/derive-theme';
import type { SandboxCharge } from '../../payments/sandbox';

/** Nothing but the nonce'd style runs; forms post only to this origin; never framed. */
export const sandboxPagePolicy = (nonce: string) =>
  `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "4242 4242 4242 4242" */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const CARD_LABELS: Record<SandboxCardOutcome, string> = {
  success: 'Paid at once',
  decline: 'Declined',
  challenge: '3-D Secure challenge',
  processing: 'Processing, paid a few seconds later',
};

export interface SandboxPageInput {
  tenant: ResolvedTenant;
  charge: SandboxCharge;
  nonce: string;
  /** A notice above the form: a decline, a failed challenge, a number that is no test card. */
  error?: string;
}

function layout(input: SandboxPageInput, title: string, body: string): string {
  const color = input.tenant.brand.color;
  const amount = `${escapeHtml(input.charge.currency)} ${fromCents(input.charge.amountCents)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(input.tenant.name)}</title>
<style nonce="${input.nonce}">
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
  main{max-width:440px;margin:0 auto;padding:24px 16px}
  .badge{display:inline-block;font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;
    background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px}
  .card{background:#fff;border-radius:16px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:20px;margin-top:16px}
  h1{font-size:20px;margin:12px 0 4px}
  .merchant{color:#4b5563;margin:0}
  .amount{font-size:32px;font-weight:700;margin:8px 0 0}
  .description{color:#4b5563;margin:0}
  label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
  input{width:100%;font:inherit;padding:12px;border:1px solid #9ca3af;border-radius:10px;background:#fff}
  input:focus{outline:2px solid ${color};outline-offset:1px}
  .row{display:flex;gap:12px}.row>div{flex:1}
  button{width:100%;font:inherit;font-weight:700;border:0;border-radius:10px;padding:14px;margin-top:18px;cursor:pointer}
  .pay{background:${color};color:${pickContrastText(color)}}
  .secondary{background:#e5e7eb;color:#111827;margin-top:10px}
  .error{background:#fee2e2;color:#991b1b;border-radius:10px;padding:10px 12px;margin-top:14px}
  table{width:100%;border-collapse:collapse;font-size:14px}
  td{padding:6px 0;border-top:1px solid #e5e7eb}td:first-child{font-family:ui-monospace,monospace;white-space:nowrap;padding-right:16px}
  h2{font-size:15px;margin:0 0 8px}
</style>
</head>
<body>
<main>
<span class="badge">Sandbox · no real money</span>
<h1>${escapeHtml(title)}</h1>
<p class="merchant">${escapeHtml(input.tenant.name)}</p>
<section class="card" aria-label="Amount">
<p class="amount" data-testid="sandbox-amount">${amount}</p>
<p class="description">${escapeHtml(input.charge.description)}</p>
</section>
${input.error ? `<p class="error" role="alert" data-testid="sandbox-error">${escapeHtml(input.error)}</p>` : ''}
${body}
</main>
</body>
</html>`;
}

export function checkoutPage(input: SandboxPageInput): string {
  const action = `/api/payments/sandbox/checkout/${encodeURIComponent(input.charge.reference)}`;
  const cards = (Object.keys(SANDBOX_TEST_CARDS) as SandboxCardOutcome[])
    .map((outcome) => `<tr><td>${grouped(SANDBOX_TEST_CARDS[outcome])}</td><td>${CARD_LABELS[outcome]}</td></tr>`)
    .join('');
  return layout(
    input,
    'Test payment',
    `<form class="card" method="post" action="${action}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required
  value="${grouped(SANDBOX_TEST_CARDS.success)}">
<div class="row">
<div><label for="expiry">Expiry</label><input id="expiry" name="expiry" value="12/34" autocomplete="cc-exp"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123" inputmode="numeric" autocomplete="cc-csc"></div>
</div>
<label for="holder">Card holder name (optional)</label>
<input id="holder" name="holder" autocomplete="cc-name">
<button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(input.charge.currency)} ${fromCents(input.charge.amountCents)}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel payment</button>
</form>
<section class="card" aria-labelledby="test-cards">
<h2 id="test-cards">Test cards</h2>
<table>${cards}</table>
</section>`,
  );
}

export function challengePage(input: SandboxPageInput): string {
  const action = `/api/payments/sandbox/checkout/${encodeURIComponent(input.charge.reference)}/challenge`;
  return layout(
    input,
    'Confirm it is you',
    `<form class="card" method="post" action="${action}">
<p>Your bank asks you to confirm this payment (a 3-D Secure challenge in the sandbox).</p>
<button class="pay" type="submit" name="result" value="pass">Complete authentication</button>
<button class="secondary" type="submit" name="result" value="fail">Fail authentication</button>
</form>`,
  );
}

export function settledPage(input: SandboxPageInput): string {
  return layout(
    input,
    'Payment',
    `<section class="card"><p>This payment is ${escapeHtml(input.charge.state)}.</p>
<p><a href="${escapeHtml(input.charge.returnPath)}">Back to the order</a></p></section>`,
  );
}
