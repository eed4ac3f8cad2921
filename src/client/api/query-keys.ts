/**
 * The one query-key factory. A key starts with the endpoint's resource (the first segment of its path), then the
 * path, its params and its query: `['merchants', '/merchants/:merchantId', { merchantId }, {}]`. So one endpoint
 * with one input has exactly one cache entry, and `invalidateResources(client, ['merchants'])` reaches every screen
 * that shows a merchant, whatever feature asked for it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EndpointInput, EndpointSpec } from '../../shared/api/endpoint';

/** `/merchants/:merchantId/terms` → `merchants`. */
export function resourceOf(endpoint: Pick<EndpointSpec, 'path'>): string {
  return endpoint.path.split('/')[1] ?? '';
}

type KeyInput = { params?: object; query?: object };

export function queryKeyOf<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>) {
  return keyOf(endpoint, input as unknown as KeyInput);
}

/** Key of the paged (infinite) form of a list endpoint; kept apart because its cached shape is `{ pages }`. */
export function pagesKeyOf<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>) {
  return [...keyOf(endpoint, input as unknown as KeyInput), 'pages'] as const;
}

function keyOf(endpoint: EndpointSpec, { params = {}, query = {} }: KeyInput) {
  return [resourceOf(endpoint), endpoint.path, params, query] as const;
}

/** Everything cached of one endpoint, whatever its input. */
export function endpointKeyOf(endpoint: EndpointSpec) {
  return [resourceOf(endpoint), endpoint.path] as const;
}

/** Marks every cached answer of these resources stale; the screens showing them refetch. */
export function invalidateResources(client: QueryClient, resources: readonly string[]): Promise<void> {
  return Promise.all(resources.map((resource) => client.invalidateQueries({ queryKey: [resource] }))).then(
    () => undefined,
  );
}
