import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TenantPolicyFields } from '../../shared/api/merchants';
import { fakeFetch } from '../testing/render-with-providers';
import { useCategoryMerchants } from './categories';
import { useFollowMerchant, useJoinMerchant, useMerchant } from './merchants';

/** The policy part of a merchant answer, as the server sends it (values do not matter here). */
const policy = Object.fromEntries(Object.keys(TenantPolicyFields.properties).map((field) => [field, true]));
const page = {
  type: 'merchant',
  _id: 'm1',
  name: 'Brew',
  joined: false,
  isFollowed: false,
  followedCount: 3,
  ...policy,
};
const list = { data: [], total: 0, offset: 0, limit: 100 };

function serve() {
  return fakeFetch((url) => {
    if (url.pathname === '/api/merchants/m1') return { data: page };
    if (url.pathname === '/api/merchants/m1/follow') return { data: { _id: 'm1', isFollowed: true, followedCount: 4 } };
    if (url.pathname === '/api/merchants/m1/join') return { data: { ...page, joined: true } };
    return list;
  });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const asked = (calls: { url: URL }[], path: string) => calls.filter((c) => c.url.pathname === path).length;

it('hands screens the merchant without the tenant policy it repeats (that comes from the public config)', async () => {
  serve();
  const { result } = renderHook(() => useMerchant('m1'), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data).toMatchObject({ _id: 'm1', name: 'Brew', followedCount: 3 });
  for (const field of Object.keys(TenantPolicyFields.properties)) expect(result.current.data).not.toHaveProperty(field);
});

it('refreshes the merchant page, the category lists and my merchants after a follow', async () => {
  const calls = serve();
  const { result } = renderHook(
    () => ({
      merchant: useMerchant('m1'),
      category: useCategoryMerchants('c1'),
      mine: useQuery({ queryKey: ['me', '/me/merchants'], queryFn: () => fetch('/api/me/merchants') }),
      follow: useFollowMerchant(),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.merchant.isSuccess && result.current.category.isSuccess).toBe(true));
  await act(() => result.current.follow.mutateAsync({ merchantId: 'm1', follow: true }));
  await waitFor(() => expect(asked(calls, '/api/merchants/m1')).toBe(2));
  expect(asked(calls, '/api/merchants/m1/follow')).toBe(1);
  expect(asked(calls, '/api/categories/c1/merchants')).toBe(2);
  expect(asked(calls, '/api/me/merchants')).toBe(2);
});

it('joins with the terms accepted and the sign-up token, then asks for the merchant page again', async () => {
  const calls = serve();
  const { result } = renderHook(() => ({ merchant: useMerchant('m1'), join: useJoinMerchant() }), { wrapper });
  await waitFor(() => expect(result.current.merchant.isSuccess).toBe(true));
  await act(() => result.current.join.mutateAsync({ merchantId: 'm1', signupToken: 'BREW-JOIN' }));
  const join = calls.find((c) => c.url.pathname === '/api/merchants/m1/join');
  expect(JSON.parse(join?.init?.body as string)).toEqual({ isTermChecked: true, signupToken: 'BREW-JOIN' });
  await waitFor(() => expect(asked(calls, '/api/merchants/m1')).toBe(2));
});
