// The routes of every feature, in one list the route table appends. Each feature folder exports its own `routes`
// (and registers its screens when imported); add a feature here with one import.
import type { FeatureRoute } from '../app/feature-route';

export const featureRoutes: FeatureRoute[] = [];
