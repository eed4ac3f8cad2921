/**
 * Wallet passes of the membership card (seed 001 §2; issue 10). Google Wallet: a "save to wallet" link whose JWT the
 * server signs (RS256) with the issuer's service-account key, read from the environment — never from tenant JSON:
 *
 * - LIVERY_GOOGLE_WALLET_ISSUER_ID: the Google Wallet issuer id;
 * - LIVERY_GOOGLE_WALLET_SERVICE_ACCOUNT: the service account's e-mail;
 * - LIVERY_GOOGLE_WALLET_PRIVATE_KEY: its private key (PEM; `\n` escapes allowed).
 *
 * Without all three, or where the tenant's `features.walletPass` is off, the wallet answers `walletPass.google`
 * false and the client hides the button. Apple Wallet passes need `passkit-generator` (PKCS#7-signed .pkpass
 * files), which is not installed yet: `walletPass.apple` stays false.
 */
import { createPrivateKey, sign } from 'node:crypto';

interface GoogleWalletConfig {
  issuerId: string;
  serviceAccount: string;
  privateKeyPem: string;
}

function googleConfig(): GoogleWalletConfig | null {
  const issuerId = process.env.LIVERY_GOOGLE_WALLET_ISSUER_ID;
  const serviceAccount = process.env.LIVERY_GOOGLE_WALLET_SERVICE_ACCOUNT;
  const privateKeyPem = process.env.LIVERY_GOOGLE_WALLET_PRIVATE_KEY?.replace(/\\n/g, '\n');
  if (!issuerId || !serviceAccount || !privateKeyPem) return null;
  return { issuerId, serviceAccount, privateKeyPem };
}

export const googlePassAvailable = (): boolean => googleConfig() !== null;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
/** Google Wallet ids allow letters, digits, '.', '_' and '-'. */
const walletId = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');

export interface CardForPass {
  tenantId: string;
  merchantName: string;
  memberNumber: string;
  memberName: string;
  /** What the card's QR carries (the member's user id). */
  qrValue: string;
  pointsLabel: string;
  points: string;
  origin: string;
}

/** The save link of a loyalty card, or null when the server has no Google Wallet key. */
export function googleSaveLink(card: CardForPass, now: Date): string | null {
  const config = googleConfig();
  if (!config) return null;
  const header = { alg: 'RS256', typ: 'JWT' };
  const claims = {
    iss: config.serviceAccount,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor(now.getTime() / 1000),
    origins: [card.origin],
    payload: {
      loyaltyObjects: [
        {
          id: `${config.issuerId}.${walletId(`${card.tenantId}-${card.memberNumber}`)}`,
          classId: `${config.issuerId}.${walletId(card.tenantId)}`,
          state: 'ACTIVE',
          accountId: card.memberNumber,
          accountName: card.memberName,
          barcode: { type: 'QR_CODE', value: card.qrValue },
          loyaltyPoints: { label: card.pointsLabel, balance: { string: card.points } },
          header: { defaultValue: { language: 'en', value: card.merchantName } },
        },
      ],
    },
  };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = sign('RSA-SHA256', Buffer.from(signingInput), createPrivateKey(config.privateKeyPem));
  return `https://pay.google.com/gp/v/save/${signingInput}.${base64url(signature)}`;
}
