/**
 * Wallet passes of the membership card (seed 001 §2; issue 10), signed with keys the server reads from the
 * environment (src/shared/rules/wallet-pass-keys.ts names the variables):
 *
 * - Apple Wallet: a .pkpass (a store card: balance, tier, name; the QR of the member id) built and PKCS#7-signed by
 *   passkit-generator with the pass type certificate. A browser cannot send our bearer token when it opens a pass,
 *   so the member gets a short-lived download link whose token (a JWT, jose HS256) names tenant, member and merchant.
 * - Google Wallet: a "save to wallet" link whose JWT jose signs (RS256) with the issuer's service-account key.
 */
import { createHash, createPrivateKey, createSecretKey, hkdfSync } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { AppleWalletKeys, GoogleWalletKeys } from '../../../shared/rules/wallet-pass-keys';
import { parseHex } from '../../../shared/theme/color';
import { pickContrastText } from '../../../shared/theme';

export interface CardForPass {
  tenantId: string;
  merchantName: string;
  /** The merchant's brand colour (#RRGGBB): the pass background. */
  merchantColor: string;
  memberNumber: string;
  memberName: string;
  /** What the card's QR carries (the member's user id). */
  qrValue: string;
  /** The reached tier, or the seed's 'No Membership'. */
  tierName: string;
  pointsLabel: string;
  points: string;
  email: string | null;
  phone: string | null;
  /** Where the app is served (Google binds the save link to it; the Apple pass links back to it). */
  origin: string;
}

/** Google Wallet ids allow letters, digits, '.', '_' and '-'. */
const walletId = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');

/** The Apple pass serial number (one per member card): also the file name of its download. */
export const passSerialNumber = (card: Pick<CardForPass, 'tenantId' | 'memberNumber'>) =>
  walletId(`${card.tenantId}-${card.memberNumber}`);

/** The class (one per tenant) and object (one per member card) ids of a card at Google. */
export const googleWalletIds = (card: Pick<CardForPass, 'tenantId' | 'memberNumber'>, issuerId: string) => ({
  classId: `${issuerId}.${walletId(card.tenantId)}`,
  objectId: `${issuerId}.${walletId(`${card.tenantId}-${card.memberNumber}`)}`,
});

/** The save link of a loyalty card: https://pay.google.com/gp/v/save/<JWT signed with the service account key>. */
export async function googleSaveLink(card: CardForPass, keys: GoogleWalletKeys, now: Date): Promise<string> {
  const { classId, objectId } = googleWalletIds(card, keys.issuerId);
  const jwt = await new SignJWT({
    // Google's own claim (not the header's `typ`): what the link does.
    typ: 'savetowallet',
    origins: [card.origin],
    payload: {
      loyaltyObjects: [
        {
          id: objectId,
          classId,
          state: 'ACTIVE',
          accountId: card.memberNumber,
          accountName: card.memberName,
          barcode: { type: 'QR_CODE', value: card.qrValue, alternateText: card.memberNumber },
          loyaltyPoints: { label: card.pointsLabel, balance: { string: card.points } },
          header: { defaultValue: { language: 'en', value: card.merchantName } },
        },
      ],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(keys.serviceAccount)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(createPrivateKey(keys.privateKey));
  return `https://pay.google.com/gp/v/save/${jwt}`;
}

/**
 * passkit-generator, loaded on first use so the server and every test file start without it. Required rather than
 * imported: applePass stays synchronous for its callers, and the server runs as CommonJS (tsx and jest alike).
 */
let passKit: typeof import('passkit-generator') | undefined;
const loadPassKit = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous load on first use (see above)
  (passKit ??= require('passkit-generator') as typeof import('passkit-generator'));

const rgb = (hex: string) => {
  const { r, g, b } = parseHex(hex);
  return `rgb(${r}, ${g}, ${b})`;
};

/** Images of the pass: Apple needs icon.png; the app's own icons serve (Wallet scales them). */
export interface PassImages {
  icon: Buffer;
  logo?: Buffer;
}

/** The .pkpass of a member's card: a zip of pass.json, the images, manifest.json and its PKCS#7 signature. */
export function applePass(card: CardForPass, keys: AppleWalletKeys, images: PassImages): Buffer {
  const foreground = pickContrastText(card.merchantColor);
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: keys.passTypeId,
    teamIdentifier: keys.teamId,
    organizationName: card.merchantName,
    description: `${card.merchantName} membership card`,
    serialNumber: passSerialNumber(card),
    logoText: card.merchantName,
    backgroundColor: rgb(card.merchantColor),
    foregroundColor: rgb(foreground),
    labelColor: rgb(foreground),
    barcodes: [
      { format: 'PKBarcodeFormatQR', message: card.qrValue, messageEncoding: 'iso-8859-1', altText: card.memberNumber },
    ],
    storeCard: {
      headerFields: [{ key: 'tier', label: 'Membership', value: card.tierName }],
      primaryFields: [{ key: 'balance', label: card.pointsLabel, value: card.points }],
      secondaryFields: [{ key: 'member', label: 'Member', value: card.memberName }],
      auxiliaryFields: [{ key: 'number', label: 'Card number', value: card.memberNumber }],
      backFields: [
        ...(card.phone ? [{ key: 'phone', label: 'Phone', value: card.phone }] : []),
        ...(card.email ? [{ key: 'email', label: 'E-mail', value: card.email }] : []),
        { key: 'app', label: card.merchantName, value: card.origin },
      ],
    },
  };
  const { PKPass } = loadPassKit();
  const pass = new PKPass(
    {
      'pass.json': Buffer.from(JSON.stringify(passJson)),
      'icon.png': images.icon,
      'icon@2x.png': images.icon,
      ...(images.logo && { 'logo.png': images.logo, 'logo@2x.png': images.logo }),
    },
    {
      wwdr: keys.wwdr,
      signerCert: keys.signerCert,
      signerKey: keys.signerKey,
      signerKeyPassphrase: keys.signerKeyPassphrase,
    },
  );
  return pass.getAsBuffer();
}

/** A download link lives this long: the member taps the button and the browser asks for the pass at once. */
export const PASS_LINK_TTL_SECONDS = 300;

/**
 * The key of download links: derived from the pass signer key (HKDF), so the server needs no further secret and
 * a link stops working when the keys are rotated.
 */
function linkKey(keys: AppleWalletKeys) {
  const material = createHash('sha256').update(keys.signerKey).digest();
  return createSecretKey(Buffer.from(hkdfSync('sha256', material, 'livery', 'apple-pass-download-link', 32)));
}

export interface PassHolder {
  tenantId: string;
  userId: string;
  merchantId: string;
}

/** A token naming whose card at which merchant the download link serves, for PASS_LINK_TTL_SECONDS. */
export function applePassToken(holder: PassHolder, keys: AppleWalletKeys, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ mid: holder.merchantId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(holder.userId)
    .setAudience(holder.tenantId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PASS_LINK_TTL_SECONDS)
    .sign(linkKey(keys));
}

/** The holder a download token names, or null when it is forged, expired or of another tenant. */
export async function passHolderOf(
  token: string,
  tenantId: string,
  keys: AppleWalletKeys,
  now: Date,
): Promise<PassHolder | null> {
  try {
    const { payload } = await jwtVerify(token, linkKey(keys), {
      audience: tenantId,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.mid !== 'string') return null;
    return { tenantId, userId: payload.sub, merchantId: payload.mid };
  } catch {
    return null;
  }
}
