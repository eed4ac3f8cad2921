/**
 * The signing keys of the membership card's wallet passes (seed 001 §2; issue 10), read from the server's
 * environment — never from tenant JSON. One list of variable names serves the server (which signs) and the tenant
 * check (which warns when a tenant enables passes the server could not sign). Pure: the caller passes the
 * environment (`process.env`).
 *
 * PEM values may hold their line breaks as `\n` escapes (environments often keep a variable on one line).
 */

export const APPLE_WALLET_ENV = {
  passTypeId: 'LIVERY_APPLE_WALLET_PASS_TYPE_ID',
  teamId: 'LIVERY_APPLE_WALLET_TEAM_ID',
  wwdr: 'LIVERY_APPLE_WALLET_WWDR_CERT',
  signerCert: 'LIVERY_APPLE_WALLET_SIGNER_CERT',
  signerKey: 'LIVERY_APPLE_WALLET_SIGNER_KEY',
  /** Optional: the passphrase of an encrypted signer key. */
  signerKeyPassphrase: 'LIVERY_APPLE_WALLET_SIGNER_KEY_PASSPHRASE',
} as const;

export const GOOGLE_WALLET_ENV = {
  issuerId: 'LIVERY_GOOGLE_WALLET_ISSUER_ID',
  serviceAccount: 'LIVERY_GOOGLE_WALLET_SERVICE_ACCOUNT',
  privateKey: 'LIVERY_GOOGLE_WALLET_PRIVATE_KEY',
} as const;

export type Env = Readonly<Record<string, string | undefined>>;

/** Apple Wallet: the pass type and team, Apple's WWDR certificate, and the pass type certificate with its key. */
export interface AppleWalletKeys {
  passTypeId: string;
  teamId: string;
  wwdr: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
}

/** Google Wallet: the issuer and the service account that signs save links (RS256). */
export interface GoogleWalletKeys {
  issuerId: string;
  serviceAccount: string;
  privateKey: string;
}

const pem = (value: string) => value.replace(/\\n/g, '\n');
const present = (value: string | undefined): value is string => Boolean(value?.trim());

export function appleWalletKeys(env: Env): AppleWalletKeys | null {
  const { passTypeId, teamId, wwdr, signerCert, signerKey, signerKeyPassphrase } = APPLE_WALLET_ENV;
  const values = [env[passTypeId], env[teamId], env[wwdr], env[signerCert], env[signerKey]];
  if (!values.every(present)) return null;
  return {
    passTypeId: env[passTypeId]!.trim(),
    teamId: env[teamId]!.trim(),
    wwdr: pem(env[wwdr]!),
    signerCert: pem(env[signerCert]!),
    signerKey: pem(env[signerKey]!),
    ...(present(env[signerKeyPassphrase]) && { signerKeyPassphrase: env[signerKeyPassphrase] }),
  };
}

export function googleWalletKeys(env: Env): GoogleWalletKeys | null {
  const { issuerId, serviceAccount, privateKey } = GOOGLE_WALLET_ENV;
  if (![env[issuerId], env[serviceAccount], env[privateKey]].every(present)) return null;
  return {
    issuerId: env[issuerId]!.trim(),
    serviceAccount: env[serviceAccount]!.trim(),
    privateKey: pem(env[privateKey]!),
  };
}

export type WalletPassProvider = 'apple' | 'google';

/** The wallets whose keys are missing (some of their variables unset), with the variables to set. */
export function missingWalletPassKeys(env: Env): { provider: WalletPassProvider; variables: string[] }[] {
  const unset = (names: Record<string, string>, optional: string[] = []) =>
    Object.values(names).filter((name) => !optional.includes(name) && !present(env[name]));
  return [
    { provider: 'apple' as const, variables: unset(APPLE_WALLET_ENV, [APPLE_WALLET_ENV.signerKeyPassphrase]) },
    { provider: 'google' as const, variables: unset(GOOGLE_WALLET_ENV) },
  ].filter((missing) => missing.variables.length > 0);
}
