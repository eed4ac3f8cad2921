// Ordering, the menu side (seed 002 §2–§5, issue 11): flow page 0 (food catalogue or retail branch selection), the
// outlet's menu with order mode, product card and popup, search, bookmarks and the table token entry. Each screen is
// its own lazy chunk through the layout registry.
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';

const foodFlow = () => import(/* webpackChunkName: "order-flow-food" */ './screens/food-order-flow-screen');
const foodMenu = () => import(/* webpackChunkName: "order-menu-food" */ './screens/food-outlet-menu-screen');

registerScreen('order-flow', {
  default: foodFlow,
  food: foodFlow,
  retail: () => import(/* webpackChunkName: "order-flow-retail" */ './screens/retail-order-flow-screen'),
});
registerScreen('order-outlet-menu', {
  default: foodMenu,
  food: foodMenu,
  retail: () => import(/* webpackChunkName: "order-menu-retail" */ './screens/retail-outlet-menu-screen'),
});

const searchScreen = () => import(/* webpackChunkName: "order-search" */ './screens/search-screen');
const foodSearch = () => searchScreen().then((module) => ({ default: module.FoodSearchScreen }));
const bookmarkScreen = () => import(/* webpackChunkName: "order-bookmarks" */ './screens/bookmark-screen');
const foodBookmarks = () => bookmarkScreen().then((module) => ({ default: module.FoodBookmarkScreen }));

registerScreen('order-search', {
  default: foodSearch,
  food: foodSearch,
  retail: () => searchScreen().then((module) => ({ default: module.RetailSearchScreen })),
});
registerScreen('order-bookmarks', {
  default: foodBookmarks,
  food: foodBookmarks,
  retail: () => bookmarkScreen().then((module) => ({ default: module.RetailBookmarkScreen })),
});
registerScreen('order-table', {
  default: () => import(/* webpackChunkName: "order-table" */ './screens/table-token-screen'),
});

export const routes: FeatureRoute[] = [
  { path: 'order/merchant/:merchantId', screen: 'order-flow' },
  { path: 'order/merchant/:merchantId/outlet/:outletId', screen: 'order-outlet-menu' },
  { path: 'order/food/search/:merchantId/:outletId', screen: 'order-search' },
  { path: 'order/bookmark/:merchantId', screen: 'order-bookmarks' },
  { path: 'order/table/:token', screen: 'order-table' },
];

// What the cart side may use: the friendly words of a refused cart call (seed 002 §8).
export { cartErrorMessage } from './lib/order-error';
// What the payment screens share with the order pages: money in the tenant's currency, the close icon.
export { useMoney } from './hooks/use-money';
export { CloseIcon } from './components/overlay-icons';

// The cart-and-orders side (ordering-cart branch): the cart with its address sheet and payment modal, the order
// page and My orders; their screens register themselves in these files.
export { routes as checkoutRoutes } from './checkout/routes';
export { routes as ordersRoutes } from './orders/routes';
// Quick login, where the ordering screens send signed-out visitors (quick-login branch).
export { routes as quickLoginRoutes } from './quick-login/routes';
