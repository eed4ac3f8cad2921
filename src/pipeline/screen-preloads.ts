/**
 * Screens whose chunks index.html fetches beside the entry on the paths that open them (issue 14). A screen the
 * server does not render is drawn from its own chunks and reads, which the app asks for only once the entry has run:
 * on the cart, whose content (a notice, a voucher) is the largest paint, Lighthouse's simulated slow 4G charged that
 * second hop to the LCP. The inline loader (./entry-loader.ts) adds a `<link rel="preload">` for each file when the
 * entry starts loading, so webpack's chunk loading finds them in the cache.
 */

/**
 * The named chunks (`webpackChunkName`) of each screen and the paths (a RegExp source) that open it: the screen's
 * own, and what its first render asks for at once.
 */
export const PRELOADED_SCREENS: ReadonlyArray<{ chunks: string[]; path: string }> = [
  // src/client/features/ordering/checkout/routes.ts: /order/cart/:merchantId and /order/loyalty/checkout/:merchantId.
  // The checkout panel (bill, terms, …) is asked for with the screen's reads, and its voucher section once a member's
  // vouchers are known: a voucher's text is the largest paint where the outlet is open and the member has one
  // (sunny-mart's demo member), and each chunk asked for on the way is one more round trip before it.
  {
    chunks: ['order-cart', 'order-cart-checkout', 'order-cart-vouchers'],
    path: '^/order/(?:cart|loyalty/checkout)/[^/]+/?$',
  },
];

/** A screen's own files in entrypoints.json: its scripts beyond the entry's, and their translations by language. */
export interface ScreenFiles {
  js: string[];
  messages: Record<string, string[]>;
}

/** What the inline loader reads from index.html: the files to fetch ahead on the paths a RegExp source matches. */
export interface ScreenPreload {
  path: string;
  scripts: string[];
  /** The chunks' translations in the tenant's default language (fetched as webpack's message runtime fetches them). */
  fetches: string[];
}

/** The preloads of a tenant's index.html, for the screens the compile listed. Pure. */
export function screenPreloads(
  screens: Record<string, ScreenFiles> | undefined,
  language: string,
  asRootUrl: (file: string) => string,
): ScreenPreload[] {
  return PRELOADED_SCREENS.flatMap(({ chunks, path }) => {
    const files = chunks.flatMap((chunk) => (screens?.[chunk] ? [screens[chunk]] : []));
    if (files.length === 0) return [];
    // Chunk groups share files (a split chunk of both): each is fetched once.
    const unique = (list: string[]) => [...new Set(list)].map(asRootUrl);
    return [
      {
        path,
        scripts: unique(files.flatMap(({ js }) => js)),
        fetches: unique(files.flatMap(({ messages }) => messages[language] ?? [])),
      },
    ];
  });
}
