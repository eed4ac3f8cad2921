import type { PublicTenantConfig } from '../../../../shared/tenant';

/**
 * The tenant's Google Maps browser key. The tenant schema has no such field yet, so this is undefined for every
 * tenant today and Near Me shows its list with 'Could not load map'; once the schema gains `maps.apiKey`, the map
 * appears without further client changes. Never a network call without a key (tests stay offline).
 */
export function mapsApiKey(config: PublicTenantConfig): string | undefined {
  const maps = (config as { maps?: { apiKey?: unknown } }).maps;
  return typeof maps?.apiKey === 'string' && maps.apiKey.length > 0 ? maps.apiKey : undefined;
}
