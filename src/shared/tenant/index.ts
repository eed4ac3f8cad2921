export * from './tenant-config.generated';
export { resolveTenant, guestOrderingAllowed, SHORT_NAME_MAX } from './resolve-tenant';
export type { ResolvedTenant } from './resolve-tenant';
export { toPublicConfig, iconUrls, ICON_FILES, PUBLIC_CONFIG_ELEMENT_ID } from './public-config';
export type { PublicTenantConfig, TenantIcons, IconName } from './public-config';
export { LANGUAGE_TAGS } from './language-tags';
