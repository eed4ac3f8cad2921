import type { FastifyInstance } from 'fastify';
import { addressRoutes } from './address-routes';
import { preferenceRoutes } from './preferences-routes';
import { webauthnRoutes } from './webauthn-routes';

/** Account extras of seed 000 §2: dietary preferences, addresses and biometric (WebAuthn) setup. */
export async function accountRoutes(app: FastifyInstance) {
  await app.register(preferenceRoutes);
  await app.register(addressRoutes);
  await app.register(webauthnRoutes);
}
