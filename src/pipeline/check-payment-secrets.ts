import { missingProviderSecrets } from '../shared/rules/payment-provider-keys';
import type { Env } from '../shared/rules/wallet-pass-keys';
import { resolveTenant } from '../shared/tenant/resolve-tenant';
import type { TenantConfig } from '../shared/tenant/tenant-config.generated';
import type { JsonSource } from './json-source';
import type { Problem } from './problems';

/**
 * A tenant that lists a payment provider while this environment lacks one of the secrets its config names gets a
 * warning per provider (never an error: the app works, the payment sheet just does not offer that provider). The
 * variables are the server's (src/shared/rules/payment-provider-keys.ts); check where the server runs.
 */
export function paymentSecretWarnings(source: JsonSource, file: string, env: Env = process.env): Problem[] {
  const config = source.value as TenantConfig | null;
  // A config the schema refuses is reported as such; its secrets are checked once it validates.
  if (!config?.id || !config.payments?.providers) return [];
  let payments;
  try {
    payments = resolveTenant(config).payments;
  } catch {
    return [];
  }
  return missingProviderSecrets(payments, env).map(({ provider, variables }) => {
    const pointer = `/payments/providers/${payments.providers.indexOf(provider)}`;
    return {
      file,
      pointer,
      ...source.valueAt(pointer),
      message: `${provider} is listed but ${variables.join(', ')} ${variables.length > 1 ? 'are' : 'is'} not set: the payment sheet does not offer ${provider}`,
      hint: `set ${variables.join(', ')} in the server's environment (docs/tenant-config.md, payments.${provider})`,
      severity: 'warning' as const,
    };
  });
}
