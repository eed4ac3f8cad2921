// Login, sign-up and the join flow (seed 000 §2 "Login and sign-up", §4 join flow and login modes, §5, §8).
import { lazy } from 'react';
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { authTitles as m } from './titles';

// One chunk per screen: /login, every visitor's way in, loads none of the other screens.
registerScreen('auth-login', { default: () => import(/* webpackChunkName: "auth" */ './screens/login-screen') });
registerScreen('auth-signup', {
  default: () => import(/* webpackChunkName: "auth-signup" */ './screens/signup-screen'),
});
registerScreen('auth-otp', { default: () => import(/* webpackChunkName: "auth-otp" */ './screens/otp-screen') });
registerScreen('auth-vend-otp', {
  default: () => import(/* webpackChunkName: "auth-otp" */ './screens/vend-otp-screen'),
});
registerScreen('auth-forget-password', {
  default: () => import(/* webpackChunkName: "auth-forget-password" */ './screens/forget-password-screen'),
});
registerScreen('auth-social-callback', {
  default: () => import(/* webpackChunkName: "auth-social" */ './screens/social-callback-screen'),
});
registerScreen('auth-pos-sign-in', {
  default: () => import(/* webpackChunkName: "auth-pos-sign-in" */ './screens/pos-sign-in-screen'),
});
registerScreen('auth-short-link', {
  default: () => import(/* webpackChunkName: "auth-short-link" */ './screens/short-link-screen'),
});

export const routes: FeatureRoute[] = [
  { path: 'login', screen: 'auth-login', handle: { title: m.logIn } },
  { path: 'signup', screen: 'auth-signup', handle: { title: m.signUp } },
  { path: 'otp', screen: 'auth-otp', handle: { title: m.otpHeading } },
  { path: 'vend-otp', screen: 'auth-vend-otp', handle: { title: m.otpHeading } },
  { path: 'forget_password/:method', screen: 'auth-forget-password', handle: { title: m.forgotHeading } },
  { path: 'social-login', screen: 'auth-social-callback', handle: { title: m.logIn } },
  { path: 'third-party', screen: 'auth-social-callback', handle: { title: m.logIn } },
  { path: 'sign-in-with-pos/:phone', screen: 'auth-pos-sign-in', handle: { title: m.logIn } },
  { path: 'url/:code', screen: 'auth-short-link' },
];

/**
 * The join popup (mounted by the shell for members only), in a chunk of its own: the dialog, the terms' HTML
 * sanitiser and the join hooks stay out of the first load of every visitor.
 */
export const JoinGate = lazy(() =>
  import(/* webpackChunkName: "join-gate" */ './components/join-gate').then((module) => ({ default: module.JoinGate })),
);

// The pieces ordering's quick login (/order/q-login) builds its member and guest forms from.
export { AuthPage } from './components/auth-page';
export { IdentityFields } from './components/identity-fields';
export { TermsCheckbox } from './components/terms-checkbox';
export { useIpDialCode } from './components/use-ip-dial-code';
export { errorText } from './error-message';
export { DEFAULT_DIAL_CODE, emptyIdentity, identityFrom, identityQuery, type IdentityValues } from './identity';
export { channelsOf, initialLoginState, type Channel } from './login-machine';
export { useCompleteLogin } from './use-complete-login';
export { useFormTask } from './use-form-task';
