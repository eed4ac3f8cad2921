import { dehydrate, QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_ELEMENT_ID } from '../../shared/tenant/public-config';
import { firstScreenOf, startFromFirstScreen } from './first-screen';

const KEY = ['merchants', '/merchants/:merchantId', { merchantId: 'm1' }, {}];

/** A page carrying the server's answers, as the server writes them into index.html. */
function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.id = FIRST_SCREEN_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = text;
  doc.head.append(script);
  return doc;
}

/** The answers as the server hands them over; `member`: drawn for that member (a cart). */
function serverState(member?: string): string {
  const server = new QueryClient();
  server.setQueryData(KEY, { data: { _id: 'm1', name: 'Brew Lane' } });
  return JSON.stringify({ ...dehydrate(server), ...(member && { member }) });
}

const visitor = { token: null, user: null };
const signedIn = (id: string) => ({ token: `token-of-${id}`, user: { id } });

describe('firstScreenOf', () => {
  it('names the screens the server renders, and nothing else', () => {
    const tenant = { singleMerchant: false };
    const anonymous = (screen: string) => ({ screen, member: false });
    expect(firstScreenOf(tenant, '/home')).toEqual(anonymous('home'));
    expect(firstScreenOf(tenant, '/merchant-detail/brew-lane')).toEqual(anonymous('merchant-detail'));
    expect(firstScreenOf(tenant, '/merchant-detail/brew-lane/tabs/outlets')).toBeNull();
    expect(firstScreenOf(tenant, '/login')).toBeNull();
    expect(firstScreenOf(tenant, '/order/merchant/brew-lane/outlet/o1')).toEqual(anonymous('order-outlet-menu'));
    // The cart: drawn for the member of the session cookie only.
    expect(firstScreenOf(tenant, '/order/cart/brew-lane')).toEqual({ screen: 'order-cart', member: true });
    expect(firstScreenOf(tenant, '/order/loyalty/checkout/brew-lane')).toEqual({ screen: 'order-cart', member: true });
    expect(firstScreenOf(tenant, '/order/cart')).toBeNull();
    // A single merchant's /home only redirects to its page.
    expect(firstScreenOf({ singleMerchant: true }, '/home')).toBeNull();
  });
});

describe('startFromFirstScreen', () => {
  it('starts an anonymous visitor from the server answers, fresh', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    startFromFirstScreen(client, visitor, pageWith(serverState()));
    expect(client.getQueryData(KEY)).toEqual({ data: { _id: 'm1', name: 'Brew Lane' } });
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(false);
  });

  it("starts a member from the answers drawn for them, fresh: they are the member's own", () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    startFromFirstScreen(client, signedIn('u-1'), pageWith(serverState('u-1')));
    expect(client.getQueryData(KEY)).toEqual({ data: { _id: 'm1', name: 'Brew Lane' } });
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(false);
  });

  it('ignores answers drawn for another member, or for a member who has signed out since', () => {
    for (const session of [signedIn('u-2'), visitor]) {
      const client = new QueryClient();
      startFromFirstScreen(client, session, pageWith(serverState('u-1')));
      expect(client.getQueryCache().getAll()).toEqual([]);
    }
  });

  it('shows a signed-in visitor the same answers until their own replace them', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    startFromFirstScreen(client, signedIn('u-1'), pageWith(serverState()));
    expect(client.getQueryData(KEY)).toEqual({ data: { _id: 'm1', name: 'Brew Lane' } });
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(true);
  });

  it('starts empty from a page without answers or with a broken element', () => {
    for (const doc of [document.implementation.createHTMLDocument(), pageWith('{"queries": [')]) {
      const client = new QueryClient();
      startFromFirstScreen(client, visitor, doc);
      expect(client.getQueryCache().getAll()).toEqual([]);
    }
  });
});
