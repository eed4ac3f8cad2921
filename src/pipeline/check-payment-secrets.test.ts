import { paymentSecretWarnings } from './check-payment-secrets';
import { parseJsonSource } from './json-source';
import { formatProblem, severityOf } from './problems';

const FILE = '/tenants/brew-lane/tenant.json';
const config = parseJsonSource(
  JSON.stringify(
    {
      id: 'brew-lane',
      name: 'Brew Lane',
      layout: 'food',
      brand: { color: '#123456', icon: 'icon.svg' },
      payments: {
        providers: ['sandbox', 'stripe', 'fiuu'],
        stripe: { publishableKey: 'pk_test_abc', webhookSecretEnv: 'BREW_STRIPE_HOOK' },
        fiuu: { merchantId: 'brew_Dev', channel: 'FPX' },
      },
    },
    null,
    2,
  ),
);
const format = (env: Record<string, string>) =>
  paymentSecretWarnings(config, FILE, env).map((p) => formatProblem(p, '/tenants'));

describe('tenants:check payment provider secrets', () => {
  it("warns (never errs) per listed provider whose secrets' variables are unset, naming them", () => {
    expect(paymentSecretWarnings(config, FILE, {}).map(severityOf)).toEqual(['warning', 'warning']);
    expect(format({ LIVERY_BREW_LANE_FIUU_VERIFY_KEY: 'v' })).toEqual([
      "brew-lane/tenant.json:12:7  warning  /payments/providers/1  stripe is listed but LIVERY_BREW_LANE_STRIPE_SECRET_KEY, BREW_STRIPE_HOOK are not set: the payment sheet does not offer stripe  (set LIVERY_BREW_LANE_STRIPE_SECRET_KEY, BREW_STRIPE_HOOK in the server's environment (docs/tenant-config.md, payments.stripe))",
      "brew-lane/tenant.json:13:7  warning  /payments/providers/2  fiuu is listed but LIVERY_BREW_LANE_FIUU_SECRET_KEY is not set: the payment sheet does not offer fiuu  (set LIVERY_BREW_LANE_FIUU_SECRET_KEY in the server's environment (docs/tenant-config.md, payments.fiuu))",
    ]);
  });

  it('is quiet when every listed provider has its secrets, and for configs without payments', () => {
    const all = {
      LIVERY_BREW_LANE_STRIPE_SECRET_KEY: 'sk',
      BREW_STRIPE_HOOK: 'whsec',
      LIVERY_BREW_LANE_FIUU_VERIFY_KEY: 'v',
      LIVERY_BREW_LANE_FIUU_SECRET_KEY: 's',
    };
    expect(paymentSecretWarnings(config, FILE, all)).toEqual([]);
    expect(paymentSecretWarnings(parseJsonSource('{ "id": "plain" }'), FILE, {})).toEqual([]);
  });
});
