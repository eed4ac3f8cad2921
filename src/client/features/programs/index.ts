// Programs (seed 000 §2 and §7; the display side of seed 001's programs): program detail by id, a merchant's
// programs of one kind, and the pieces the merchant page shows (program cards, membership tiers, guest prompt).
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { programTitles as m } from './titles';

registerScreen('program', {
  default: () => import(/* webpackChunkName: "programs" */ './screens/program-screen'),
});
registerScreen('programs-browser', {
  default: () => import(/* webpackChunkName: "programs" */ './screens/programs-browser-screen'),
});
registerScreen('merchant-programs', {
  default: () => import(/* webpackChunkName: "programs" */ './screens/merchant-programs-screen'),
});

export const routes: FeatureRoute[] = [
  { path: 'programs/:programId', screen: 'program', handle: { title: m.programTitle } },
  { path: 'programs/merchants/:programType/:merchantId', screen: 'merchant-programs', handle: { title: m.listTitle } },
  { path: 'programs/browse/:merchantId', screen: 'programs-browser', handle: { title: m.browserTitle } },
];

// What other features may use from this one.
export { MerchantPrograms, merchantProgramPath, programsOfTypePath } from './components/merchant-programs';
export { MembershipTiers } from './components/membership-tiers';
export { ProgramDetailLoader } from './components/program-detail';
export { GuestDiscountPrompt } from './components/guest-prompt';
export { HowItWorks } from './components/how-it-works';
export type { MembershipTier } from '../../../shared/api/loyalty';
export type { ProgramSummary } from '../../api/programs';
