// The routes of every feature, in one list the route table appends. Each feature folder exports its own `routes`
// (and registers its screens when imported); add a feature here with one import.
import type { FeatureRoute } from '../app/feature-route';
import * as auth from './auth';
import * as discovery from './discovery';
import * as merchant from './merchant';
import * as notifications from './notifications';
import * as staticPages from './static-pages';

export const featureRoutes: FeatureRoute[] = [
  ...auth.routes,
  ...discovery.routes,
  ...merchant.routes,
  ...notifications.routes,
  ...staticPages.routes,
];
