import { ApiError } from './api-error';
import { configureApiClient, requestData, requestPage } from './fetcher';

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) });
}

describe('API client', () => {
  afterEach(() => configureApiClient({ getToken: () => null, onUnauthorized: () => undefined }));

  it('calls /api on the same origin with the bearer token and query, and returns data', async () => {
    const fetchMock = answer(200, { data: { id: 'm1' } });
    global.fetch = fetchMock;
    configureApiClient({ getToken: () => 'tok', onUnauthorized: jest.fn() });
    await expect(requestData('/merchants/m1', { query: { offset: 0, q: '', x: undefined } })).resolves.toEqual({
      id: 'm1',
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/merchants/m1?offset=0');
    expect(init.headers.authorization).toBe('Bearer tok');
  });

  it('sends a list in the query as the key repeated, and the order-system code of a refusal', async () => {
    const fetchMock = answer(400, { statusCode: 400, code: 'ORDER', message: 'Sold out', orderSystemCode: 410 });
    global.fetch = fetchMock;
    await expect(requestData('/order/outlets/o1/search', { query: { tags: ['a', 'b'] } })).rejects.toMatchObject({
      orderSystemCode: 410,
      message: 'Sold out',
    });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/order/outlets/o1/search?tags=a&tags=b');
  });

  it('returns the whole page of a list', async () => {
    global.fetch = answer(200, { data: [1, 2], total: 2, offset: 0, limit: 10 });
    await expect(requestPage('/notifications')).resolves.toEqual({ data: [1, 2], total: 2, offset: 0, limit: 10 });
  });

  it('throws the server message and field, and reports a rejected token', async () => {
    global.fetch = answer(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Log in again' });
    const onUnauthorized = jest.fn();
    configureApiClient({ getToken: () => 'old', onUnauthorized });
    await expect(requestData('/me')).rejects.toEqual(new ApiError(401, 'UNAUTHORIZED', 'Log in again'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    global.fetch = answer(400, { statusCode: 400, code: 'VALIDATION', message: 'phone is too long', field: 'phone' });
    await expect(requestData('/auth/identity', { method: 'POST', body: {} })).rejects.toMatchObject({ field: 'phone' });
  });

  it("says 'Something went wrong' when the network fails", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(requestData('/me')).rejects.toMatchObject({ status: 0, message: 'Something went wrong' });
  });
});
