/**
 * Which server secrets each payment provider of a tenant needs (issue 12): the NAMES of the environment variables
 * come from the tenant config (`payments.stripe.secretKeyEnv` …, defaults LIVERY_<ID>_…), the values from the
 * server's environment — never from tenant JSON. One list serves the server (a provider runs for a tenant only when
 * all its variables are set, so the payment sheet never shows a provider that cannot work) and `tenants:check`
 * (which warns per tenant and provider). Pure: the caller passes the environment.
 */
import type { ResolvedTenant } from '../tenant/resolve-tenant';
import type { PaymentProvider } from '../tenant/tenant-config.generated';
import type { Env } from './wallet-pass-keys';

type PaymentSettings = ResolvedTenant['payments'];

/** t05's API and card-script addresses: settings of the server (one t05 for every tenant), not secrets. */
export const T05_API_URL_ENV = 'LIVERY_T05_API_URL';
export const T05_SCRIPT_URL_ENV = 'LIVERY_T05_SCRIPT_URL';

/** The variables a listed provider's server side needs; providers without server secrets need none. */
export function providerSecretVariables(payments: PaymentSettings, provider: PaymentProvider): string[] {
  switch (provider) {
    case 'stripe':
      return payments.stripe ? [payments.stripe.secretKeyEnv, payments.stripe.webhookSecretEnv] : [];
    case 'adyen':
      return payments.adyen ? [payments.adyen.apiKeyEnv, payments.adyen.hmacKeyEnv] : [];
    case 't05':
      return payments.t05 ? [payments.t05.secretKeyEnv, T05_API_URL_ENV, T05_SCRIPT_URL_ENV] : [];
    case 'fiuu':
      return payments.fiuu ? [payments.fiuu.verifyKeyEnv, payments.fiuu.secretKeyEnv] : [];
    default:
      return [];
  }
}

/** The tenant's listed providers whose variables are not all set here, each with the unset ones. */
export function missingProviderSecrets(
  payments: PaymentSettings,
  env: Env,
): { provider: PaymentProvider; variables: string[] }[] {
  return payments.providers
    .map((provider) => ({
      provider,
      variables: providerSecretVariables(payments, provider).filter((name) => !env[name]),
    }))
    .filter(({ variables }) => variables.length > 0);
}

/**
 * The values of a provider's secrets, by the name of their setting (`{ secretKey: 'LIVERY_…' }` → `{ secretKey:
 * 'sk_…' }`); null when any is unset.
 */
export function secretValues<K extends string>(variables: Record<K, string>, env: Env): Record<K, string> | null {
  const values = {} as Record<K, string>;
  for (const key of Object.keys(variables) as K[]) {
    const value = env[variables[key]];
    if (!value) return null;
    values[key] = value;
  }
  return values;
}
