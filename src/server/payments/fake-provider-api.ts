/**
 * Test support: a provider's HTTP API played by a local server, so the adapters' real HTTP clients (the Stripe SDK,
 * Adyen's library, our fetch calls) are exercised end to end. Each request is recorded with its raw body; the test
 * answers it.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export interface FakeProviderApi {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  requests: FakeRequest[];
  close(): Promise<void>;
}

export async function startFakeProviderApi(
  answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeProviderApi> {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      Promise.resolve(answer(request))
        .catch((error: Error) => ({ status: 500, body: { error: error.message } }))
        .then(({ status = 200, body }) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
