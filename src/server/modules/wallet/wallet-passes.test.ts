import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt, jwtVerify } from 'jose';
import { resolveTenant, type ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { TenantConfig } from '../../../shared/tenant/tenant-config.generated';
import { APPLE_WALLET_ENV, GOOGLE_WALLET_ENV } from '../../../shared/rules/wallet-pass-keys';
import { useTestApp } from '../../test-support/build-test-app';
import { FIXTURE_TENANTS } from '../../test-support/fixture-tenants';
import { throwAwayAppleWalletKeys } from './testing/pass-certificates';
import { readZip } from './testing/read-zip';
import { TINY_PNG } from './testing/tiny-png';

// alpha enables wallet passes here; bravo keeps them off.
const tenants: ResolvedTenant[] = FIXTURE_TENANTS.map((tenant) =>
  tenant.id === 'alpha'
    ? resolveTenant({ ...tenant, features: { ...tenant.features, walletPass: true } } as TenantConfig)
    : tenant,
);
// The build's icons of alpha, which the Apple pass carries.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-passes-'));
fs.mkdirSync(path.join(distDir, 'alpha', 'icons'), { recursive: true });
for (const name of ['apple-touch-icon.png', 'icon-192.png'])
  fs.writeFileSync(path.join(distDir, 'alpha', 'icons', name), TINY_PNG);
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const t = useTestApp({ tenants, distDir });
let demo: string;
beforeAll(async () => {
  demo = await t.demoToken('alpha');
});

const get = (url: string, token?: string, tenantId = 'alpha') => t.call(tenantId, { method: 'GET', url, token });
const wallet = async (merchantId = 'alpha') => (await get(`/api/wallet/merchants/${merchantId}`, demo)).json().data;

const apple = throwAwayAppleWalletKeys();
const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const serverKeys: Record<string, string> = {
  [APPLE_WALLET_ENV.passTypeId]: apple.passTypeId,
  [APPLE_WALLET_ENV.teamId]: apple.teamId,
  [APPLE_WALLET_ENV.wwdr]: apple.wwdr,
  [APPLE_WALLET_ENV.signerCert]: apple.signerCert,
  [APPLE_WALLET_ENV.signerKey]: apple.signerKey,
  [GOOGLE_WALLET_ENV.issuerId]: '3388000000012345678',
  [GOOGLE_WALLET_ENV.serviceAccount]: 'wallet@livery-test.iam.gserviceaccount.com',
  [GOOGLE_WALLET_ENV.privateKey]: google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
const withKeys = () => Object.assign(process.env, serverKeys);
afterEach(() => Object.keys(serverKeys).forEach((name) => delete process.env[name]));

describe('wallet passes of the membership card', () => {
  it('without the server keys: no button, and both links are 404 PASS_NOT_AVAILABLE', async () => {
    expect((await wallet()).walletPass).toEqual({ apple: false, google: false });
    for (const kind of ['apple', 'google'])
      expect((await get(`/api/wallet/merchants/alpha/passes/${kind}`, demo)).json()).toMatchObject({
        statusCode: 404,
        code: 'PASS_NOT_AVAILABLE',
      });
  });

  it('with the keys: an Apple download link serving a signed .pkpass of the card, opened without a token', async () => {
    withKeys();
    const data = await wallet();
    expect(data.walletPass).toEqual({ apple: true, google: true });
    const link = await get('/api/wallet/merchants/alpha/passes/apple', demo);
    expect(link.statusCode).toBe(200);
    const { url } = link.json().data;
    expect(url).toMatch(/^\/api\/wallet\/passes\/apple\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    const pkpass = await get(url);
    expect(pkpass.statusCode).toBe(200);
    expect(pkpass.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const files = readZip(pkpass.rawPayload);
    expect(files.has('signature')).toBe(true);
    const pass = JSON.parse(files.get('pass.json')!.toString('utf8'));
    expect(pass).toMatchObject({
      organizationName: data.merchant.name,
      barcodes: [expect.objectContaining({ message: data.card.qrValue, altText: data.card.memberNumber })],
    });
    expect(pass.storeCard.primaryFields[0]).toMatchObject({ key: 'balance', value: data.points.active });
  });

  it('a pass link works only on its own tenant and only while it verifies', async () => {
    withKeys();
    const { url } = (await get('/api/wallet/merchants/alpha/passes/apple', demo)).json().data;
    expect((await get(url, undefined, 'bravo')).json()).toMatchObject({ statusCode: 404, code: 'PASS_LINK_INVALID' });
    const token = url.split('=')[1];
    const [header, , signature] = token.split('.');
    const claims = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: 'someone-else' }));
    const forged = `/api/wallet/passes/apple?token=${header}.${claims.toString('base64url')}.${signature}`;
    expect((await get(forged)).json()).toMatchObject({ statusCode: 404, code: 'PASS_LINK_INVALID', field: 'token' });
    expect((await get('/api/wallet/passes/apple?token=not-a-token')).json()).toMatchObject({ statusCode: 400 });
  });

  it('the Google save link verifies against the service account key and names this card', async () => {
    withKeys();
    const data = await wallet();
    const { url } = (await get('/api/wallet/merchants/alpha/passes/google', demo)).json().data;
    const { payload } = await jwtVerify(url.split('/').pop(), google.publicKey, { audience: 'google' });
    expect(payload).toMatchObject({ typ: 'savetowallet', iss: 'wallet@livery-test.iam.gserviceaccount.com' });
    expect((payload.payload as { loyaltyObjects: object[] }).loyaltyObjects[0]).toMatchObject({
      classId: '3388000000012345678.alpha',
      id: `3388000000012345678.alpha-${data.card.memberNumber}`,
      barcode: { value: data.card.qrValue },
    });
  });

  it('no pass where the member has not joined, nor on a tenant that does not enable passes', async () => {
    withKeys();
    expect((await wallet('alpha-m02')).walletPass).toEqual({ apple: false, google: false });
    expect((await get('/api/wallet/merchants/alpha-m02/passes/apple', demo)).statusCode).toBe(404);
    const bravo = await t.demoToken('bravo');
    const bravoWallet = (await get('/api/wallet/merchants/bravo', bravo, 'bravo')).json().data;
    expect(bravoWallet.walletPass).toEqual({ apple: false, google: false });
  });
});
