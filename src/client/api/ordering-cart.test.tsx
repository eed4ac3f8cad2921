import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeFetch, httpReply } from '../testing/render-with-providers';
import { sampleCart, sampleCartItem, sampleMenu } from '../testing/ordering-fixtures';
import { isApiError } from './api-error';
import { useMenu, useProductAssociations, useProductSearch } from './ordering-catalogue';
import { useAddCartLine, useCart, useRemoveCartLine, useSetCartOrderMode } from './ordering-cart';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const line = { product_uid: 'p1', quantity: 1, modifier_list: [], bundled_item_list: [] };

describe('cart hooks', () => {
  it('put every answered cart into the one cached cart, with no refetch', async () => {
    const filled = sampleCart({ items: [sampleCartItem({ quantity: 2, total: '9.00' })] });
    const calls = fakeFetch((url, init) => {
      if (url.pathname === '/api/order/cart/o1' && init?.method === 'GET') return { data: sampleCart() };
      if (url.pathname === '/api/order/cart/o1/items') return { data: filled };
      if (url.pathname === '/api/order/cart/o1/items/line1') return { data: sampleCart() };
      if (url.pathname === '/api/order/cart/o1/order-mode') return { data: sampleCart({ orderMode: 'dine_in' }) };
      throw new Error(`unexpected ${url.pathname}`);
    });
    const { result } = renderHook(
      () => ({
        cart: useCart('o1'),
        add: useAddCartLine('o1'),
        remove: useRemoveCartLine('o1'),
        mode: useSetCartOrderMode('o1'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.data?.items).toEqual([]));

    await act(() => result.current.add.mutateAsync(line));
    expect(result.current.cart.data?.items[0]).toMatchObject({ quantity: 2, total: '9.00' });
    expect(JSON.parse(String(calls[1].init?.body))).toEqual(line);

    await act(() => result.current.remove.mutateAsync('line1'));
    expect(result.current.cart.data?.items).toEqual([]);
    expect(calls[2].init?.method).toBe('DELETE');

    await act(() => result.current.mode.mutateAsync({ orderMode: 'dine_in', tableNumber: 'T4' }));
    expect(result.current.cart.data?.orderMode).toBe('dine_in');
    expect(JSON.parse(String(calls[3].init?.body))).toEqual({ orderMode: 'dine_in', tableNumber: 'T4' });
    expect(
      calls.filter((call) => call.url.pathname === '/api/order/cart/o1' && call.init?.method === 'GET'),
    ).toHaveLength(1);
  });

  it('hand the order-system code of a refusal to the screen (seed 002 §8), and leave the cart as it was', async () => {
    fakeFetch((_url, init) => {
      if (init?.method === 'GET') return { data: sampleCart() };
      return httpReply(400, {
        statusCode: 400,
        code: 'ORDER_REFUSED',
        message: 'Quantity exceeded',
        field: 'quantity',
        orderSystemCode: 401,
      });
    });
    const { result } = renderHook(() => ({ cart: useCart('o1'), add: useAddCartLine('o1') }), { wrapper });
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    const failure = await result.current.add.mutateAsync({ ...line, quantity: 200 }).catch((error: unknown) => error);
    expect(isApiError(failure) && [failure.orderSystemCode, failure.field, failure.message]).toEqual([
      401,
      'quantity',
      'Quantity exceeded',
    ]);
    expect(result.current.cart.data?.items).toEqual([]);
  });
});

describe('catalogue hooks', () => {
  it('read the menu at the cart mode and time, sending NOW as no date', async () => {
    const calls = fakeFetch(() => ({ data: sampleMenu() }));
    const { result, rerender } = renderHook(
      ({ date }: { date: string | null }) => useMenu('o1', { orderMode: 'delivery', estimatedDate: date }),
      { wrapper, initialProps: { date: null as string | null } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0].url.search).toBe('?orderMode=delivery');
    rerender({ date: '2026-11-25 12:30' });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].url.searchParams.get('estimatedDate')).toBe('2026-11-25 12:30');
  });

  it('search by text and repeated tag ids, and not at all with neither', async () => {
    const calls = fakeFetch(() => ({ data: [] }));
    const moment = { orderMode: 'pick_up' as const, estimatedDate: null };
    const { result, rerender } = renderHook(
      ({ text, tags }: { text: string; tags: string[] }) => useProductSearch('o1', { text, tags }, moment),
      { wrapper, initialProps: { text: '  ', tags: [] as string[] } },
    );
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ text: ' latte ', tags: ['t1', 't2'] });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toHaveLength(1);
    expect(calls[0].url.searchParams.get('q')).toBe('latte');
    expect(calls[0].url.searchParams.getAll('tags')).toEqual(['t1', 't2']);
  });

  it("swallow a failing association into an empty 'You may also choose' strip", async () => {
    const calls = fakeFetch(() => httpReply(500, { statusCode: 500, code: 'INTERNAL', message: 'boom' }));
    const { result } = renderHook(() => useProductAssociations('o1', ['p2', 'p1', 'p2']), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([]);
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ products: ['p1', 'p2'] });
  });
});
