/**
 * Calls of the sign-in endpoints (src/shared/api/auth.ts). Logins are imperative: the screen that asked stores the
 * session it gets back (features/auth use-complete-login), so the calls are plain functions answering the `data`.
 */
import * as api from '../../shared/api/auth';
import type { EndpointInput, EndpointSpec } from '../../shared/api/endpoint';
import { callEndpoint } from './fetcher';

export type { IdentityBody, PosPhoneState } from '../../shared/api/auth';
export type { AuthUser, Session } from '../../shared/api/users';

type BodyOf<E extends EndpointSpec> = EndpointInput<E> extends { body: infer B } ? B : never;
function dataOf<D>(answer: { data: D }): D {
  return answer.data;
}

/** Identity check (seed 000 §4): which form comes next for the login mode the user picked. */
export const checkIdentity = (body: BodyOf<typeof api.checkIdentity>) =>
  callEndpoint(api.checkIdentity, { body }).then((answer) => answer.data.next);
/** Sends a one-time code; a new phone or e-mail gets a sign-up code and `next: 'signup'`. */
export const requestCode = (body: BodyOf<typeof api.requestCode>) =>
  callEndpoint(api.requestCode, { body }).then(dataOf);
/** A new code for the same purpose; the previous one stops working. */
export const resendCode = (body: BodyOf<typeof api.resendCode>) => callEndpoint(api.resendCode, { body }).then(dataOf);
/** Logs in with the one-time code (a phone or e-mail seen for the first time becomes a member). */
export const verifyCode = (body: BodyOf<typeof api.verifyCode>) => callEndpoint(api.verifyCode, { body }).then(dataOf);
/** Logs in with phone or e-mail and password; an unverified identity fails with 'not verified user'. */
export const passwordLogin = (body: BodyOf<typeof api.passwordLogin>) =>
  callEndpoint(api.passwordLogin, { body }).then(dataOf);
/** Creates the member with the code sent to the new phone or e-mail. */
export const signUp = (body: BodyOf<typeof api.signUp>) => callEndpoint(api.signUp, { body }).then(dataOf);
/** Guest session; refused where the merchant's guest login type is none or needs a phone or e-mail. */
export const guestLogin = (body: BodyOf<typeof api.guestLogin>) => callEndpoint(api.guestLogin, { body }).then(dataOf);
/** Logs in with the membership (card) number and the account password. */
export const memberNumberLogin = (body: BodyOf<typeof api.memberNumberLogin>) =>
  callEndpoint(api.memberNumberLogin, { body }).then(dataOf);
/** Options for navigator.credentials.get: for one member, or (no identity) any discoverable credential. */
export const biometricOptions = (body: BodyOf<typeof api.biometricOptions>) =>
  callEndpoint(api.biometricOptions, { body }).then(dataOf);
/** Logs in with the assertion the authenticator signed. */
export const biometricLogin = (body: BodyOf<typeof api.biometricLogin>) =>
  callEndpoint(api.biometricLogin, { body }).then(dataOf);
/** Sends a password reset code; the answer is the same whether or not the account exists. */
export const requestPasswordReset = (body: BodyOf<typeof api.requestPasswordReset>) =>
  callEndpoint(api.requestPasswordReset, { body }).then(dataOf);
/** Sets the new password with the reset code (the server signs out every device). */
export const confirmPasswordReset = (body: BodyOf<typeof api.confirmPasswordReset>) =>
  callEndpoint(api.confirmPasswordReset, { body }).then(dataOf);
/** POS sign-in (its hooks are in pos-sign-in.ts, apart, so /login loads no React Query hook). */
export const posCheckPhone = (phone: string) => callEndpoint(api.posCheckPhone, { body: { phone } }).then(dataOf);
export const posLogin = (body: BodyOf<typeof api.posLogin>) => callEndpoint(api.posLogin, { body }).then(dataOf);

/** Revokes the token of this session on the server. */
export function logOut(): Promise<boolean> {
  return callEndpoint(api.logOut, {}).then((answer) => answer.data);
}
