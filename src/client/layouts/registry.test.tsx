import { LAYOUT_VALUES } from '../../shared/tenant';
import { CHUNK_RETRY_MS, ScreenRegistry, screenRegistry } from './registry';
import { SCREEN_IDS } from './screens';
// The route table imports every feature, and so registers every screen, as the app does.
import '../app/routes';
// Features register their own screens (home, merchant-detail, …) when imported, as the route table does.
import '../features';

describe('screen registry', () => {
  it('resolves every registered screen for every layout of the schema to a component', async () => {
    expect(screenRegistry.list()).toEqual(expect.arrayContaining([...SCREEN_IDS]));
    for (const screen of screenRegistry.list()) {
      for (const layout of LAYOUT_VALUES) {
        const module = await screenRegistry.loaderFor(screen, layout)();
        expect({ screen, layout, type: typeof module.default }).toEqual({ screen, layout, type: 'function' });
      }
    }
  });

  it('gives food and retail their own home variant and falls back to the default elsewhere', () => {
    const food = screenRegistry.loaderFor('home', 'food');
    const retail = screenRegistry.loaderFor('home', 'retail');
    expect(food).not.toBe(retail);
    expect(screenRegistry.loaderFor('feed-tabs', 'food')).toBe(screenRegistry.loaderFor('feed-tabs', 'retail'));
  });

  it('caches the lazy component per screen and layout', () => {
    expect(screenRegistry.get('home', 'food')).toBe(screenRegistry.get('home', 'food'));
    expect(screenRegistry.get('home', 'food')).not.toBe(screenRegistry.get('home', 'retail'));
  });

  it('throws for an unknown screen, listing the known ones', () => {
    expect(() => screenRegistry.get('cart', 'food')).toThrow(
      `Unknown screen 'cart' (registered: ${screenRegistry.list().join(', ')})`,
    );
  });

  it('rejects a second registration and a missing default', () => {
    const registry = new ScreenRegistry();
    const loader = async () => ({ default: () => null });
    registry.register('home', { default: loader });
    expect(() => registry.register('home', { default: loader })).toThrow("Screen 'home' is already registered");
    expect(() => registry.register('feed', {} as never)).toThrow("Screen 'feed' needs a default variant");
  });

  it('asks once more for a chunk that failed, after CHUNK_RETRY_MS; a second failure is the error', async () => {
    const registry = new ScreenRegistry();
    const Home = () => null;
    let homeAsked = 0;
    registry.register('home', {
      default: async () => {
        homeAsked += 1;
        if (homeAsked === 1) throw new Error('Loading chunk 746 failed.');
        return { default: Home };
      },
    });
    let menuAsked = 0;
    registry.register('menu', {
      default: async () => {
        menuAsked += 1;
        throw new Error('Loading chunk 747 failed.');
      },
    });
    const started = Date.now();
    await registry.preload('home', 'food');
    expect(Date.now() - started).toBeGreaterThanOrEqual(CHUNK_RETRY_MS - 5);
    expect([homeAsked, registry.get('home', 'food')]).toEqual([2, Home]);
    await expect(registry.preload('menu', 'food')).rejects.toThrow('Loading chunk 747 failed.');
    expect(menuAsked).toBe(2);
  });

  it('renders a preloaded screen directly, and keeps the lazy one of a screen that rendered before', async () => {
    const registry = new ScreenRegistry();
    const Home = () => null;
    const Menu = () => null;
    registry.register('home', { default: async () => ({ default: Home }) });
    registry.register('menu', { default: async () => ({ default: Menu }) });
    await registry.preload('home', 'food');
    expect(registry.get('home', 'food')).toBe(Home);
    const lazyMenu = registry.get('menu', 'food');
    await registry.preload('menu', 'food');
    expect(registry.get('menu', 'food')).toBe(lazyMenu);
    expect(lazyMenu).not.toBe(Menu);
  });

  it("loads a screen's own lazy parts with it (the cart's panel) before it counts as loaded", async () => {
    const registry = new ScreenRegistry();
    const Cart = () => null;
    let partsLoaded = false;
    const preloadParts = () => new Promise<void>((resolve) => setTimeout(() => resolve(void (partsLoaded = true)), 5));
    registry.register('cart', { default: async () => ({ default: Cart, preloadParts }) });
    await registry.preload('cart', 'retail');
    expect(partsLoaded).toBe(true);
    expect(registry.get('cart', 'retail')).toBe(Cart);
  });
});
