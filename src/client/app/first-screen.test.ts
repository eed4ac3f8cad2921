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

function serverState(): string {
  const server = new QueryClient();
  server.setQueryData(KEY, { data: { _id: 'm1', name: 'Brew Lane' } });
  return JSON.stringify(dehydrate(server));
}

describe('firstScreenOf', () => {
  it('names the screens the server renders, and nothing else', () => {
    const tenant = { singleMerchant: false };
    expect(firstScreenOf(tenant, '/home')).toBe('home');
    expect(firstScreenOf(tenant, '/merchant-detail/brew-lane')).toBe('merchant-detail');
    expect(firstScreenOf(tenant, '/merchant-detail/brew-lane/tabs/outlets')).toBeNull();
    expect(firstScreenOf(tenant, '/login')).toBeNull();
    expect(firstScreenOf(tenant, '/order/merchant/brew-lane/outlet/o1')).toBe('order-outlet-menu');
    // A single merchant's /home only redirects to its page.
    expect(firstScreenOf({ singleMerchant: true }, '/home')).toBeNull();
  });
});

describe('startFromFirstScreen', () => {
  it('starts an anonymous visitor from the server answers, fresh', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    startFromFirstScreen(client, false, pageWith(serverState()));
    expect(client.getQueryData(KEY)).toEqual({ data: { _id: 'm1', name: 'Brew Lane' } });
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(false);
  });

  it('shows a signed-in visitor the same answers until their own replace them', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    startFromFirstScreen(client, true, pageWith(serverState()));
    expect(client.getQueryData(KEY)).toEqual({ data: { _id: 'm1', name: 'Brew Lane' } });
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(true);
  });

  it('starts empty from a page without answers or with a broken element', () => {
    for (const doc of [document.implementation.createHTMLDocument(), pageWith('{"queries": [')]) {
      const client = new QueryClient();
      startFromFirstScreen(client, false, doc);
      expect(client.getQueryCache().getAll()).toEqual([]);
    }
  });
});
