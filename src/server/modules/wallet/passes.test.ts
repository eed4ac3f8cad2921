import { createHash, generateKeyPairSync } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { googleWalletKeys } from '../../../shared/rules/wallet-pass-keys';
import { applePass, applePassToken, googleSaveLink, passHolderOf, PASS_LINK_TTL_SECONDS } from './passes';
import { throwAwayAppleWalletKeys, signatureCertificateNames } from './testing/pass-certificates';
import { TINY_PNG } from './testing/tiny-png';
import { readZip } from './testing/read-zip';

const card = {
  tenantId: 'brew-lane',
  merchantName: 'Brew Lane',
  merchantColor: '#6D4C41',
  memberNumber: '10000042',
  memberName: 'Demo Member',
  qrValue: 'brew-lane-demo-member',
  tierName: 'Gold',
  pointsLabel: 'Points',
  points: '1250',
  email: 'demo@example.com',
  phone: '+97699112233',
  origin: 'https://brew-lane.example',
};

describe('Apple Wallet pass', () => {
  const keys = throwAwayAppleWalletKeys();

  it('is a signed .pkpass zip whose pass.json carries the member id barcode, the merchant and the balance', () => {
    const files = readZip(applePass(card, keys, { icon: TINY_PNG }));
    expect([...files.keys()].sort()).toEqual(['icon.png', 'icon@2x.png', 'manifest.json', 'pass.json', 'signature']);
    const pass = JSON.parse(files.get('pass.json')!.toString('utf8'));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.app.livery.test',
      teamIdentifier: 'TESTTEAM01',
      organizationName: 'Brew Lane',
      serialNumber: 'brew-lane-10000042',
      backgroundColor: 'rgb(109, 76, 65)',
      barcodes: [expect.objectContaining({ format: 'PKBarcodeFormatQR', message: 'brew-lane-demo-member' })],
    });
    expect(pass.storeCard.primaryFields).toEqual([{ key: 'balance', label: 'Points', value: '1250' }]);
    expect(pass.storeCard.headerFields).toEqual([{ key: 'tier', label: 'Membership', value: 'Gold' }]);
    // The manifest names every other file with its SHA-1; the signature is PKCS#7 carrying the signer certificate.
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'));
    for (const name of ['pass.json', 'icon.png', 'icon@2x.png'])
      expect(manifest[name]).toBe(createHash('sha1').update(files.get(name)!).digest('hex'));
    expect(signatureCertificateNames(files.get('signature')!)).toContain('Pass Type ID: pass.app.livery.test');
  });

  it('download links: the token names tenant, member and merchant; forged, expired or foreign ones name no one', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const holder = { tenantId: 'brew-lane', userId: 'u1', merchantId: 'brew-lane' };
    const token = await applePassToken(holder, keys, now);
    expect(await passHolderOf(token, 'brew-lane', keys, now)).toEqual(holder);
    expect(await passHolderOf(token, 'sunny-mart', keys, now)).toBeNull();
    const later = new Date(now.getTime() + (PASS_LINK_TTL_SECONDS + 1) * 1000);
    expect(await passHolderOf(token, 'brew-lane', keys, later)).toBeNull();
    expect(await passHolderOf(token, 'brew-lane', throwAwayAppleWalletKeys(), now)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: 'u2' })).toString('base64url');
    expect(await passHolderOf(`${header}.${forged}.${signature}`, 'brew-lane', keys, now)).toBeNull();
  });
});

describe('Google Wallet save link', () => {
  it('is a save link whose JWT verifies with jose against the public key and carries the class and object ids', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    // Environments often hold PEM keys on one line with \n escapes.
    const keys = googleWalletKeys({
      LIVERY_GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
      LIVERY_GOOGLE_WALLET_SERVICE_ACCOUNT: 'wallet@livery-test.iam.gserviceaccount.com',
      LIVERY_GOOGLE_WALLET_PRIVATE_KEY: privateKey
        .export({ type: 'pkcs8', format: 'pem' })
        .toString()
        .replace(/\n/g, '\\n'),
    })!;
    const now = new Date('2026-11-24T10:00:00Z');
    const url = await googleSaveLink(card, keys, now);
    const prefix = 'https://pay.google.com/gp/v/save/';
    expect(url.startsWith(prefix)).toBe(true);
    const jwt = url.slice(prefix.length);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'RS256', typ: 'JWT' });
    const { payload } = await jwtVerify(jwt, publicKey, {
      issuer: 'wallet@livery-test.iam.gserviceaccount.com',
      audience: 'google',
      currentDate: now,
    });
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: ['https://brew-lane.example'] });
    expect((payload.payload as { loyaltyObjects: unknown[] }).loyaltyObjects[0]).toMatchObject({
      id: '3388000000012345678.brew-lane-10000042',
      classId: '3388000000012345678.brew-lane',
      accountId: '10000042',
      barcode: { type: 'QR_CODE', value: 'brew-lane-demo-member' },
      loyaltyPoints: { label: 'Points', balance: { string: '1250' } },
    });
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    await expect(jwtVerify(jwt, other)).rejects.toThrow();
  });
});
