/**
 * The membership card's wallet passes as the routes serve them: which wallets the server can sign for, the card a
 * pass shows, and the app's icons the Apple pass carries (read from the tenant's build, never rendered here).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Wallet } from '../../../shared/api/wallet';
import { WALLET_MESSAGES } from '../../../shared/rules/wallet-messages';
import { appleWalletKeys, googleWalletKeys } from '../../../shared/rules/wallet-pass-keys';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import { AppError } from '../../lib/app-error';
import type { MerchantRow } from '../merchants/repository';
import type { CardForPass, PassImages } from './passes';

/** The keys in the server's environment now (read per request, so a restart-free key change is picked up). */
export const serverPassKeys = () => ({ apple: appleWalletKeys(process.env), google: googleWalletKeys(process.env) });

/** Which passes a member may add: the merchant enables them, the member joined, the server holds the keys. */
export function passAvailability(tenant: ResolvedTenant, joined: boolean): Wallet['walletPass'] {
  const keys = serverPassKeys();
  const offered = tenant.features.walletPass && joined;
  return { apple: offered && keys.apple !== null, google: offered && keys.google !== null };
}

export const passNotAvailable = () =>
  new AppError(404, 'PASS_NOT_AVAILABLE', 'Wallet passes are not available for this card');

/** What the pass of a joined member's wallet shows. */
export function cardForPass(
  tenant: ResolvedTenant,
  merchant: MerchantRow,
  wallet: Wallet,
  origin: string,
): CardForPass {
  if (!wallet.card) throw passNotAvailable();
  return {
    tenantId: tenant.id,
    merchantName: merchant.name,
    merchantColor: merchant.color,
    memberNumber: wallet.card.memberNumber,
    memberName: wallet.card.name,
    qrValue: wallet.card.qrValue,
    tierName: wallet.card.tierName ?? WALLET_MESSAGES.noMembership,
    pointsLabel: merchant.loyaltyUnit.name,
    points: wallet.points.active,
    email: wallet.card.email,
    phone: wallet.card.phone,
    origin,
  };
}

/**
 * The tenant's built icons (src/pipeline writes them): apple-touch-icon (180 px) as the pass icon, the 192 px icon
 * as its logo. Without a build the server has none to give, and the pass cannot be made.
 */
export async function passImagesOf(distDir: string | undefined, tenantId: string): Promise<PassImages> {
  const icons = distDir && path.join(distDir, tenantId, 'icons');
  const [icon, logo] = icons
    ? await Promise.all(
        ['apple-touch-icon.png', 'icon-192.png'].map((name) =>
          fs.readFile(path.join(icons, name)).catch(() => undefined),
        ),
      )
    : [];
  if (!icon)
    throw new AppError(404, 'PASS_NOT_AVAILABLE', "The app's icons are not built yet: the pass cannot be made");
  return { icon, logo };
}
