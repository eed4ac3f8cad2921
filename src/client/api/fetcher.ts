/**
 * The one fetcher of the app: every request to /api goes through `callEndpoint` (typed by the endpoint's schemas
 * in src/shared/api) or, for the few non-JSON needs, `requestJson`.
 */
import type { EndpointInput, EndpointResult, EndpointSpec } from '../../shared/api/endpoint';
import { ApiError } from './api-error';

/** The session token of the request, read when the request starts (set once by the app at start). */
let readToken: () => string | null = () => null;
/** Called when the server rejects the token, so the app can drop the session. */
let onUnauthorized: () => void = () => undefined;
/** How a request reaches the API: the browser's fetch, or the server's own routes when it renders a first screen. */
let send: typeof fetch = (input, init) => fetch(input, init);

export function configureApiClient(options: {
  getToken: () => string | null;
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}): void {
  readToken = options.getToken;
  onUnauthorized = options.onUnauthorized;
  if (options.fetch) send = options.fetch;
}

type QueryValue = string | number | boolean | undefined | null | readonly string[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Every list answer of the API (docs/contract.md). */
export interface Page<T> {
  data: T[];
  total: number;
  offset: number;
  limit: number;
}

/** `/api` + path + the query's non-empty values, e.g. for a link the browser follows instead of a fetch. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // A list is sent as the key repeated (tags=a&tags=b), which the server's query parser reads back as an array.
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/**
 * Calls the tenant's API on the same origin (the server picks the merchant from the Host) and returns the whole
 * JSON body. Failures throw ApiError with the server's message, so screens can show it as it is.
 */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await send(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Something went wrong');
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const failure = (body ?? {}) as {
      code?: string;
      message?: string;
      field?: string;
      orderSystemCode?: number;
      unavailableProducts?: string[];
    };
    if (response.status === 401 && token) onUnauthorized();
    throw new ApiError(
      response.status,
      failure.code ?? 'HTTP',
      failure.message ?? 'Something went wrong',
      failure.field,
      failure.orderSystemCode,
      failure.unavailableProducts,
    );
  }
  return body as T;
}

/** The `data` of a `{ data }` answer. */
export async function requestData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestJson<{ data: T }>(path, options)).data;
}

/** A list page: `{ data, total, offset, limit }`. */
export function requestPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  return requestJson<Page<T>>(path, options);
}

/** `/merchants/:merchantId` + `{ merchantId: 'a b' }` → `/merchants/a%20b`. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${path}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

type AnyInput = {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * Calls one endpoint of src/shared/api; the answer is typed by the endpoint's response schema. Only `method` and
 * `path` exist at run time in the browser: the app compile leaves the schemas out (src/pipeline/client-endpoints-loader.ts).
 */
export function callEndpoint<E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
  signal?: AbortSignal,
): Promise<EndpointResult<E>> {
  const { params, query, body, headers } = input as AnyInput;
  return requestJson<EndpointResult<E>>(fillPath(endpoint.path, params), {
    method: endpoint.method,
    query,
    body,
    headers,
    signal,
  });
}
