/**
 * The providers a server runs when its caller names none (npm start): each tenant then uses those of its
 * `payments.providers` that are here and hold its keys (`configuredFor`: a provider whose secrets' environment
 * variables are unset for a tenant is not offered to it). Per-tenant keys and secrets are read per call (providers'
 * own files), so one server serves every tenant.
 */
import type { ServerContext } from '../context';
import type { Db } from '../db/client';
import { AdyenProvider } from './adyen';
import { FiuuProvider } from './fiuu';
import { pspReferencesFrom } from './adyen-psp-reference';
import type { PaymentProvider } from './provider';
import { PayNowProvider } from './paynow';
import { SandboxProvider } from './sandbox';
import { StripeProvider } from './stripe';
import { T05Provider } from './t05';
import { SANDBOX_SECRET_ENV, sandboxWebhookSecret } from './sandbox-signature';

export function defaultPaymentProviders(
  env: ServerContext['env'],
  db: Db,
  variables: NodeJS.ProcessEnv = process.env,
): PaymentProvider[] {
  const providers: PaymentProvider[] = [];
  // In production the sandbox runs only when its webhook secret is set (a deliberate demo deployment).
  if (env !== 'production' || variables[SANDBOX_SECRET_ENV])
    providers.push(new SandboxProvider({ secret: sandboxWebhookSecret(env, variables) }));
  providers.push(
    new PayNowProvider({ env, variables }),
    new StripeProvider({ variables }),
    new AdyenProvider({ variables, pspReferences: pspReferencesFrom(db) }),
    new T05Provider({ variables }),
    new FiuuProvider({ variables }),
  );
  return providers;
}
