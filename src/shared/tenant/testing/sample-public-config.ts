import { deriveTheme } from '../../theme';
import type { TenantConfig } from '../tenant-config.generated';
import { toPublicConfig, type PublicTenantConfig } from '../public-config';
import { resolveTenant } from '../resolve-tenant';

/** A public config as the pipeline embeds it (tests of the client and of the build), built through the shared functions. */
export function samplePublicConfig(overrides: Partial<TenantConfig> = {}): PublicTenantConfig {
  const resolved = resolveTenant({
    id: 'brew-lane',
    name: 'Brew Lane Coffee',
    layout: 'food',
    brand: { color: '#6B3E26', icon: 'icon.svg' },
    ...overrides,
  });
  return toPublicConfig(resolved, deriveTheme(resolved.brand.color, resolved.brand.backgroundColor));
}
