import { generateKeyPairSync, verify } from 'node:crypto';
import { googlePassAvailable, googleSaveLink } from './passes';

const card = {
  tenantId: 'brew-lane',
  merchantName: 'Brew Lane',
  memberNumber: '10000042',
  memberName: 'Demo Member',
  qrValue: 'brew-lane-demo-member',
  pointsLabel: 'Points',
  points: '1250.00',
  origin: 'https://brew-lane.example',
};
const names = [
  'LIVERY_GOOGLE_WALLET_ISSUER_ID',
  'LIVERY_GOOGLE_WALLET_SERVICE_ACCOUNT',
  'LIVERY_GOOGLE_WALLET_PRIVATE_KEY',
] as const;
afterEach(() => names.forEach((name) => delete process.env[name]));

describe('Google Wallet save link', () => {
  it('is not available without the three environment variables', () => {
    process.env.LIVERY_GOOGLE_WALLET_ISSUER_ID = '3388000000012345678';
    expect(googlePassAvailable()).toBe(false);
    expect(googleSaveLink(card, new Date())).toBeNull();
  });

  it('is a save link whose RS256 JWT verifies with the service account key and carries the card', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    process.env.LIVERY_GOOGLE_WALLET_ISSUER_ID = '3388000000012345678';
    process.env.LIVERY_GOOGLE_WALLET_SERVICE_ACCOUNT = 'wallet@livery-test.iam.gserviceaccount.com';
    // Environments often hold PEM keys on one line with \n escapes.
    process.env.LIVERY_GOOGLE_WALLET_PRIVATE_KEY = privateKey
      .export({ type: 'pkcs8', format: 'pem' })
      .toString()
      .replace(/\n/g, '\\n');
    expect(googlePassAvailable()).toBe(true);
    const url = googleSaveLink(card, new Date('2026-11-23T10:00:00Z'))!;
    expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const [header, claims, signature] = url.slice('https://pay.google.com/gp/v/save/'.length).split('.');
    expect(
      verify('RSA-SHA256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url')),
    ).toBe(true);
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString());
    expect(body).toMatchObject({
      iss: 'wallet@livery-test.iam.gserviceaccount.com',
      aud: 'google',
      typ: 'savetowallet',
      origins: ['https://brew-lane.example'],
    });
    expect(body.payload.loyaltyObjects[0]).toMatchObject({
      id: '3388000000012345678.brew-lane-10000042',
      classId: '3388000000012345678.brew-lane',
      accountId: '10000042',
      barcode: { type: 'QR_CODE', value: 'brew-lane-demo-member' },
      loyaltyPoints: { label: 'Points', balance: { string: '1250.00' } },
    });
  });
});
