import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { PublicTenantConfig } from '../../shared/tenant';

const TenantContext = createContext<PublicTenantConfig | null>(null);

export function TenantProvider({ config, children }: { config: PublicTenantConfig; children: ReactNode }) {
  return <TenantContext.Provider value={config}>{children}</TenantContext.Provider>;
}

/** The tenant's public config, read once at start. */
export function useTenant(): PublicTenantConfig {
  const config = useContext(TenantContext);
  if (!config) throw new Error('useTenant() needs a <TenantProvider> above it (see src/client/app/app.tsx)');
  return config;
}
