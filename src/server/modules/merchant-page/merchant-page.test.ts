// The merchant page repeats its tenant's policy under the field names of seed 000 §3. The app reads that policy from
// its public config instead (src/client/api/merchants.ts drops these fields), which is only safe while the page's
// copy is exactly the tenant config's: these two tenants have opposite policies, so a field filled from anywhere
// else would show here.
import { useTestApp } from '../../test-support/build-test-app';

const t = useTestApp();

const pageOf = async (tenant: string, merchantId: string) =>
  (await t.call(tenant, { url: `/api/merchants/${merchantId}` })).json().data;

it.each([
  [
    'alpha',
    {
      IsAllowReferral: true,
      IsAllowRedeemLoyalty: true,
      IsClosedStoreCredit: false,
      isSignupTokenRequired: false,
      isLoginWith: ['phone', 'email'],
      isAllowSmsLogin: true,
      preferredLoginType: 'phone-otp',
      signupFields: { password: { isRequired: false } },
      isTermCheckOnLogin: false,
      preferredEmailDomains: [],
      guestLoginType: 'phone',
    },
  ],
  [
    'bravo',
    {
      IsAllowReferral: false,
      isSignupTokenRequired: true,
      isAllowSmsLogin: false,
      preferredLoginType: 'email',
      signupFields: { password: { isRequired: true } },
      isTermCheckOnLogin: true,
      guestLoginType: 'none',
    },
  ],
])('%s: every merchant page carries the tenant config’s policy', async (tenant, policy) => {
  for (const merchantId of [tenant, `${tenant}-m01`]) expect(await pageOf(tenant, merchantId)).toMatchObject(policy);
});
