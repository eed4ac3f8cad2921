export * from './tenant-config.generated';
export {
  resolveTenant,
  guestOrderingAllowed,
  socialProviders,
  countryOfCurrency,
  defaultSecretEnv,
  SHORT_NAME_MAX,
} from './resolve-tenant';
export type { ResolvedTenant, SocialProvider } from './resolve-tenant';
export { toPublicConfig, iconUrls, ICON_FILES, PUBLIC_CONFIG_ELEMENT_ID } from './public-config';
export type { PublicTenantConfig, PublicLoginConfig, TenantIcons, IconName } from './public-config';
export { LANGUAGE_TAGS } from './language-tags';
export { LAYOUT_PROFILES, layoutProfile } from './layout-profiles';
export type { Goods, LayoutProfile } from './layout-profiles';
