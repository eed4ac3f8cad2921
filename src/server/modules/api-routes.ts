import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/client';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { cartRoutes } from './carts/routes';
import { categoryRoutes } from './categories/routes';
import { countryRoutes } from './countries/routes';
import { documentRoutes } from './documents/routes';
import { feedRoutes } from './feed/routes';
import { feedbackRoutes } from './feedback/routes';
import { merchantPageRoutes } from './merchant-page/routes';
import { merchantRoutes } from './merchants/routes';
import { myRewardsRoutes } from './my-rewards/routes';
import { notificationRoutes } from './notifications/routes';
import { oauthRoutes } from './oauth/routes';
import { orderingCatalogueRoutes } from './ordering-catalogue/routes';
import { orderingDevRoutes } from './ordering-dev/routes';
import { orderAddressRoutes } from './order-addresses/routes';
import { orderRoutes } from './orders/routes';
import { productRoutes } from './products/routes';
import { paymentRoutes } from './payments/routes';
import { profileRoutes } from './profile/routes';
import { receiptRoutes } from './receipts/routes';
import { registerPaymentRoutes } from './register-payment/routes';
import { programRoutes } from './programs/routes';
import { shortLinkRoutes } from './short-links/routes';
import { systemRoutes } from './system/routes';
import { voucherRoutes } from './vouchers/routes';
import { walletRoutes } from './wallet/routes';
import { stampRoutes } from './stamps/routes';
import { cashbackRoutes } from './cashback/routes';
import { referralRoutes } from './referrals/routes';
import { paidPurchaseRoutes } from './paid-purchases/routes';

/** Every /api module; feature issues register theirs here. */
export async function apiRoutes(
  app: FastifyInstance,
  options: { codeRateLimit: number; handle: DbHandle; distDir?: string },
) {
  await app.register(systemRoutes, { handle: options.handle });
  await app.register(authRoutes, { codeRateLimit: options.codeRateLimit });
  await app.register(profileRoutes);
  await app.register(merchantRoutes);
  await app.register(merchantPageRoutes);
  await app.register(categoryRoutes);
  await app.register(notificationRoutes);
  await app.register(documentRoutes);
  await app.register(countryRoutes);
  await app.register(accountRoutes);
  await app.register(feedRoutes);
  await app.register(myRewardsRoutes);
  await app.register(shortLinkRoutes);
  await app.register(receiptRoutes);
  await app.register(voucherRoutes);
  await app.register(programRoutes);
  await app.register(oauthRoutes, { rateLimit: options.codeRateLimit });
  await app.register(feedbackRoutes);
  await app.register(productRoutes);
  await app.register(walletRoutes, { distDir: options.distDir });
  await app.register(paymentRoutes);
  await app.register(registerPaymentRoutes, { rateLimit: options.codeRateLimit });
  // Rewards programs (issue 13): stamps, cashback, referrals, and the register's purchase events.
  await app.register(stampRoutes);
  await app.register(cashbackRoutes);
  await app.register(referralRoutes);
  await app.register(paidPurchaseRoutes);
  await app.register(orderingCatalogueRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes, { distDir: options.distDir });
  await app.register(orderAddressRoutes);
  await app.register(orderingDevRoutes);
}
