import type { PublicTenantConfig } from '../../../../shared/tenant';

/**
 * The tenant's Google Maps browser key (tenant config `maps.apiKey`). With it Near Me loads google-map-react's
 * map; without it (the default) Near Me stays a list and says 'Could not load map', and never makes a network
 * call for a map (tests stay offline).
 */
export function mapsApiKey(config: Pick<PublicTenantConfig, 'maps'>): string | undefined {
  const key = config.maps?.apiKey;
  return key && key.length > 0 ? key : undefined;
}
