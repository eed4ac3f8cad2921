import { missingWalletPassKeys, type Env } from '../shared/rules/wallet-pass-keys';
import type { JsonSource } from './json-source';
import type { Problem } from './problems';

const POINTER = '/features/walletPass';
const WALLET_NAMES = { apple: 'Apple Wallet', google: 'Google Wallet' } as const;

/**
 * A tenant that enables wallet passes while this environment lacks a wallet's signing keys gets a warning per
 * wallet (never an error: the app works, the member just sees no Add to Wallet button for it). The keys are the
 * server's environment variables (src/shared/rules/wallet-pass-keys.ts); check where the server runs.
 */
export function walletPassWarnings(source: JsonSource, file: string, env: Env = process.env): Problem[] {
  const features = (source.value as { features?: { walletPass?: unknown } } | null)?.features;
  if (features?.walletPass !== true) return [];
  return missingWalletPassKeys(env).map(({ provider, variables }) => ({
    file,
    pointer: POINTER,
    ...source.valueAt(POINTER),
    message: `wallet passes are on but the ${WALLET_NAMES[provider]} keys are not set: its Add to Wallet button stays hidden`,
    hint: `set ${variables.join(', ')} in the server's environment (docs/api.md, Wallet passes)`,
    severity: 'warning' as const,
  }));
}
