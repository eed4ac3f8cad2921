/**
 * Hooks of the register payment endpoints (src/shared/api/register-payment.ts). Every call names the register
 * (x-registerId) in a header, and the lookup the customer too (x-customerId): the query-key factory keys by params
 * and query only, so these are mutations (one call per cashier action), never cached queries.
 */
import type { Static } from '@sinclair/typebox';
import type { EndpointData } from '../../shared/api/endpoint';
import * as api from '../../shared/api/register-payment';
import { useEndpointMutation } from './hooks';

export type { RegisterCheckout } from '../../shared/api/register-payment';
/** What confirming the customer's code answers: the register token, the customer, the merchant, the balances. */
export type RegisterVerified = EndpointData<typeof api.confirmRegisterCode>;

/** getByVend: the sale's customer at this register's merchant (404 USER_NOT_FOUND / NOT_MEMBER, 400 phone not set). */
export function useLookUpRegisterCustomer(registerId: string) {
  return useEndpointMutation(api.lookupRegisterCustomer, { invalidates: [] }, (phone: string | null) => ({
    headers: { 'x-registerid': registerId, ...(phone !== null && { 'x-customerid': phone }) },
  }));
}

/** inviteBySMS: a link to join the register's merchant. */
export function useInviteRegisterCustomer(registerId: string) {
  return useEndpointMutation(api.inviteRegisterCustomer, { invalidates: [] }, (phone: string) => ({
    headers: { 'x-registerid': registerId },
    body: { phone },
  }));
}

/** The customer's 6-digit code by SMS (also signs a new phone up once confirmed). */
export function useSendRegisterCode(registerId: string) {
  return useEndpointMutation(api.sendRegisterCode, { invalidates: [] }, (phone: string) => ({
    headers: { 'x-registerid': registerId },
    body: { phone },
  }));
}

/** confirmCode: answers the register token checkout needs, and the customer's balances. */
export function useConfirmRegisterCode(registerId: string) {
  return useEndpointMutation(api.confirmRegisterCode, { invalidates: [] }, (body: { phone: string; code: string }) => ({
    headers: { 'x-registerid': registerId },
    body,
  }));
}

/** The checkout body of the schema, plus who pays: the customer's phone and the token their code earned. */
export type RegisterCheckoutInput = Static<(typeof api.registerCheckout)['body']> & {
  phone: string;
  registerToken: string;
};

/** vendCheckout: once per register sale (a replay answers the first approval). */
export function useRegisterCheckout(registerId: string) {
  return useEndpointMutation(
    api.registerCheckout,
    { invalidates: [] },
    ({ phone, registerToken, ...body }: RegisterCheckoutInput) => ({
      headers: { 'x-registerid': registerId, 'x-customerid': phone, 'x-register-token': registerToken },
      body,
    }),
  );
}
