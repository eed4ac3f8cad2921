import { resolveTenant, type ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import type { TenantConfig } from '../../shared/tenant/tenant-config.generated';

const base = (id: string, extra: Partial<TenantConfig> = {}): ResolvedTenant =>
  resolveTenant({
    id,
    name: `${id} test`,
    layout: 'food',
    brand: { color: '#1E88E5', icon: 'icon.svg' },
    ...extra,
  } as TenantConfig);

/** Two tenants with opposite policies, so policy and isolation tests have something to contrast. */
export const FIXTURE_TENANTS: ResolvedTenant[] = [
  base('alpha', {
    subdomain: 'alpha',
    login: { methods: ['phone', 'email'], allowSms: true, preferred: 'phone-otp' },
    guest: { loginType: 'phone' },
    features: { referral: true },
  } as Partial<TenantConfig>),
  base('bravo', {
    subdomain: 'bravo',
    layout: 'retail',
    login: {
      methods: ['phone', 'email'],
      allowSms: false,
      preferred: 'email',
      passwordRequired: true,
      signupTokenRequired: true,
      termsOnLogin: true,
    },
    guest: { loginType: 'none' },
  } as Partial<TenantConfig>),
];

export const hostOf = (tenantId: string) =>
  `${FIXTURE_TENANTS.find((t) => t.id === tenantId)!.subdomain}.localhost:8080`;
