import { resolveTenant, toPublicConfig } from '../../shared/tenant';
import type { PublicTenantConfig, TenantConfig } from '../../shared/tenant';
import { deriveTheme } from '../../shared/theme';

/** A public config as the pipeline would embed it, built through the same shared functions. */
export function sampleConfig(overrides: Partial<TenantConfig> = {}): PublicTenantConfig {
  const resolved = resolveTenant({
    id: 'brew-lane',
    name: 'Brew Lane Coffee',
    layout: 'food',
    brand: { color: '#6B3E26', icon: 'icon.svg' },
    ...overrides,
  });
  return toPublicConfig(resolved, deriveTheme(resolved.brand.color, resolved.brand.backgroundColor));
}
