import { APPLE_WALLET_ENV, GOOGLE_WALLET_ENV } from '../shared/rules/wallet-pass-keys';
import { walletPassWarnings } from './check-wallet-pass';
import { parseJsonSource } from './json-source';
import { formatProblem, severityOf } from './problems';

const FILE = '/tenants/brew-lane/tenant.json';
const config = (walletPass: boolean) =>
  parseJsonSource(`{\n  "id": "brew-lane",\n  "features": {\n    "walletPass": ${walletPass}\n  }\n}\n`);
const appleKeys = {
  [APPLE_WALLET_ENV.passTypeId]: 'pass.app.livery',
  [APPLE_WALLET_ENV.teamId]: 'TEAM01',
  [APPLE_WALLET_ENV.wwdr]: '-----BEGIN CERTIFICATE-----',
  [APPLE_WALLET_ENV.signerCert]: '-----BEGIN CERTIFICATE-----',
  [APPLE_WALLET_ENV.signerKey]: '-----BEGIN PRIVATE KEY-----',
};
const googleKeys = {
  [GOOGLE_WALLET_ENV.issuerId]: '3388000000012345678',
  [GOOGLE_WALLET_ENV.serviceAccount]: 'wallet@livery.iam.gserviceaccount.com',
  [GOOGLE_WALLET_ENV.privateKey]: '-----BEGIN PRIVATE KEY-----',
};
const format = (env: Record<string, string>, walletPass = true) =>
  walletPassWarnings(config(walletPass), FILE, env).map((p) => formatProblem(p, '/tenants'));

describe('tenants:check wallet pass keys', () => {
  it('warns (never errs) per wallet whose keys are missing, at /features/walletPass, naming the variables', () => {
    const warnings = walletPassWarnings(config(true), FILE, {});
    expect(warnings.map(severityOf)).toEqual(['warning', 'warning']);
    expect(format({})).toEqual([
      "brew-lane/tenant.json:4:19  warning  /features/walletPass  wallet passes are on but the Apple Wallet keys are not set: its Add to Wallet button stays hidden  (set LIVERY_APPLE_WALLET_PASS_TYPE_ID, LIVERY_APPLE_WALLET_TEAM_ID, LIVERY_APPLE_WALLET_WWDR_CERT, LIVERY_APPLE_WALLET_SIGNER_CERT, LIVERY_APPLE_WALLET_SIGNER_KEY in the server's environment (docs/api.md, Wallet passes))",
      "brew-lane/tenant.json:4:19  warning  /features/walletPass  wallet passes are on but the Google Wallet keys are not set: its Add to Wallet button stays hidden  (set LIVERY_GOOGLE_WALLET_ISSUER_ID, LIVERY_GOOGLE_WALLET_SERVICE_ACCOUNT, LIVERY_GOOGLE_WALLET_PRIVATE_KEY in the server's environment (docs/api.md, Wallet passes))",
    ]);
  });

  it('names only the unset variables of a wallet, and nothing once both wallets have their keys', () => {
    const { [APPLE_WALLET_ENV.teamId]: _team, ...appleWithoutTeam } = appleKeys;
    expect(format({ ...appleWithoutTeam, ...googleKeys })).toEqual([
      expect.stringContaining(
        'Apple Wallet keys are not set: its Add to Wallet button stays hidden  (set LIVERY_APPLE_WALLET_TEAM_ID in',
      ),
    ]);
    expect(format({ ...appleKeys, ...googleKeys })).toEqual([]);
  });

  it('says nothing for a tenant that does not enable wallet passes', () => {
    expect(format({}, false)).toEqual([]);
    expect(walletPassWarnings(parseJsonSource('{ "id": "plain" }'), FILE, {})).toEqual([]);
  });
});
