// Near me (seed 000 §2): /nearme, /nearme/{merchant_id}, /nearme/{merchant_id}/programs/{program_id}, /searchNear.
import type { FeatureRoute } from '../../lib/feature-route';
import { screenMessages } from '../../layouts/messages';
import { registerScreen } from '../../layouts/registry';
import { nearMeTitles as m } from './titles';

registerScreen('near-me-page', { default: () => import(/* webpackChunkName: "near-me" */ './screens/near-me-screen') });

const handle = { title: screenMessages.nearMeTitle };
export const routes: FeatureRoute[] = [
  { path: 'nearme', screen: 'near-me-page', handle },
  { path: 'nearme/:merchantId', screen: 'near-me-page', handle },
  { path: 'nearme/:merchantId/programs/:programId', screen: 'near-me-page', handle },
  { path: 'searchNear', screen: 'near-me-page', handle: { title: m.searchTitle } },
];
