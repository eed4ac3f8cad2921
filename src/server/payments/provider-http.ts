/** A provider's API answered with an error status. */
export class ProviderHttpError extends Error {
  constructor(
    provider: string,
    readonly status: number,
    path: string,
    body: string,
  ) {
    super(`${provider} answered ${status} for ${path}: ${body}`);
    this.name = 'ProviderHttpError';
  }
}

/** A JSON call to a provider's HTTP API; a non-2xx answer throws ProviderHttpError. */
export async function providerJson<T>(provider: string, url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(20_000) });
  const text = await response.text();
  if (!response.ok) throw new ProviderHttpError(provider, response.status, new URL(url).pathname, text);
  return JSON.parse(text) as T;
}
