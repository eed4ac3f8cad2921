// The routes of every feature, in one list the route table appends. Each feature folder exports its own `routes`
// (and registers its screens when imported); add a feature here with one import.
import type { FeatureRoute } from '../lib/feature-route';
import * as account from './account';
import * as auth from './auth';
import * as discovery from './discovery';
import * as feed from './feed';
import * as merchant from './merchant';
import * as nearMe from './near-me';
import * as notifications from './notifications';
import * as ordering from './ordering';
import * as payments from './payments';
import * as programs from './programs';
import * as cashback from './cashback';
import * as referrals from './referrals';
import * as stamps from './stamps';
import * as registerPayment from './register-payment';
import * as rewardsList from './rewards-list';
import * as scan from './scan';
import * as staticPages from './static-pages';
import * as vouchers from './vouchers';
import * as wallet from './wallet';

export const featureRoutes: FeatureRoute[] = [
  ...account.routes,
  ...auth.routes,
  ...discovery.routes,
  ...feed.routes,
  ...merchant.routes,
  ...nearMe.routes,
  ...rewardsList.routes,
  ...notifications.routes,
  ...ordering.routes,
  ...ordering.checkoutRoutes,
  ...ordering.ordersRoutes,
  ...ordering.quickLoginRoutes,
  ...payments.routes,
  ...programs.routes,
  ...stamps.routes,
  ...cashback.routes,
  ...referrals.routes,
  ...registerPayment.routes,
  ...staticPages.routes,
  ...scan.routes,
  ...vouchers.routes,
  ...wallet.routes,
];
