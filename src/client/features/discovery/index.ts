// Home and discovery (seed 000 section 2): home with its food and retail variants, merchants of a category, my
// merchants and merchant search.
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { discoveryTitles as m } from './titles';

const foodHome = () => import(/* webpackChunkName: "home-food" */ './screens/food-home-screen');

// Every layout of the schema has its own variant; the default only serves a layout added later.
registerScreen('home', {
  default: foodHome,
  food: foodHome,
  retail: () => import(/* webpackChunkName: "home-retail" */ './screens/retail-home-screen'),
});
registerScreen('merchants-in-category', {
  default: () => import(/* webpackChunkName: "discovery" */ './screens/merchants-in-category-screen'),
});
registerScreen('my-merchants', {
  default: () => import(/* webpackChunkName: "discovery" */ './screens/my-merchants-screen'),
});
registerScreen('merchant-search', {
  default: () => import(/* webpackChunkName: "discovery" */ './screens/search-screen'),
});

export const routes: FeatureRoute[] = [
  { path: 'home', screen: 'home' },
  { path: 'merchants_in_category/:name/:id', screen: 'merchants-in-category', handle: { title: m.categoryTitle } },
  { path: 'my_merchants', screen: 'my-merchants', handle: { title: m.myMerchantsTitle }, requiresLogin: true },
  { path: 'search', screen: 'merchant-search', handle: { title: m.searchTitle } },
];

export { STORED_JOIN_MERCHANT_KEY, STORED_VOUCHER_KEY } from './lib/stored-intents';

// For other features' lists (My orders): drag down from the top to refresh.
export { PullToRefresh } from './components/pull-to-refresh';
