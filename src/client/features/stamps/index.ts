// Stamp programs and the member's stamp cards (seed 001 §2 screen 12, /stamps/{id} and
// /stamps/{program_id}/my/{my_stamp_id}).
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { stampTitles as m } from './titles';

registerScreen('stamp-program', {
  default: () => import(/* webpackChunkName: "stamps" */ './screens/stamp-program-screen'),
});
registerScreen('stamp-card', {
  default: () => import(/* webpackChunkName: "stamps" */ './screens/stamp-card-screen'),
});

export const routes: FeatureRoute[] = [
  { path: 'stamps/:programId', screen: 'stamp-program', handle: { title: m.programTitle } },
  { path: 'stamps/:programId/my/:cardId', screen: 'stamp-card', handle: { title: m.cardTitle }, requiresLogin: true },
];
