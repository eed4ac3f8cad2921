// Paying at a point-of-sale register with loyalty balance (seed 001 §2 /vendpayment, §4, §5, §7; issue 10): the
// screen a register shows in its frame, talking to it by postMessage.
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';

registerScreen('register-payment', {
  default: () => import(/* webpackChunkName: "register-payment" */ './screens/register-payment-screen'),
});

// Open to anyone (the register's customer need not be logged in on it); bare: only the screen, in the register's frame.
export const routes: FeatureRoute[] = [{ path: 'vendpayment', screen: 'register-payment', handle: { bare: true } }];
