// Biometric (WebAuthn) login and membership-number login (seed 000 §2 /login fingerprint toggle and /webAuth, §3
// login fields refNo and webAuth, §4 Biometrics, §7, §8 'Login with password and check biometric is set correctly!')
// on a food and a retail tenant. Chromium's virtual authenticator (DevTools protocol) plays the fingerprint sensor.
import { expect, test } from './support';
import type { CDPSession, Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { apiFromPage, expectNoSeriousAxeViolations, shoot, lastCode } from './support';
import { loginPolicyOf, pickTenant, translation } from './tenants';
import type { LoginPolicy, SampleTenant } from './tenants';

// Sign-ups hash passwords: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

const en = (id: string) => translation('en', id);
const BIOMETRIC_FAILED = 'Login with password and check biometric is set correctly!';

const chosen = [
  pickTenant({ layout: 'food', singleMerchant: false }),
  pickTenant({ layout: 'retail', singleMerchant: false }),
];

type Identity = { phone: string } | { email: string };
const digits = () => String(randomInt(0, 1e7)).padStart(7, '0');
const freshIdentity = (policy: LoginPolicy): Identity =>
  policy.methods.includes('phone') && policy.allowSms
    ? { phone: `+9768${digits()}` }
    : { email: `e2e-bio-${digits()}${digits()}@example.com` };
const target = (identity: Identity) => ('phone' in identity ? identity.phone : identity.email);
const PASSWORD = 'e2e-biometric-1';

/**
 * A new member (verified phone or e-mail, with a password) signed up through the API from the open page, and joined
 * to the tenant's merchant (so no join popup covers the screens, and the membership has its number).
 */
async function createMember(page: Page, tenant: SampleTenant, identity: Identity): Promise<string> {
  expect((await apiFromPage(page, '/auth/code', { method: 'POST', body: identity })).status).toBe(200);
  const code = await lastCode(page, target(identity));
  const signup = await apiFromPage<{ data: { token: string } }>(page, '/auth/signup', {
    method: 'POST',
    body: { ...identity, code, password: PASSWORD, isTermChecked: true },
  });
  expect(signup.status).toBe(200);
  const token = signup.body.data.token;
  const join = await apiFromPage(page, `/merchants/${tenant.id}/join`, {
    method: 'POST',
    token,
    body: {
      isTermChecked: true,
      ...(loginPolicyOf(tenant).signupTokenRequired && { signupToken: `${tenant.id.toUpperCase()}-JOIN` }),
    },
  });
  expect(join.status).toBe(200);
  return token;
}

/** A platform authenticator with a resident key and user verification, as a phone's fingerprint sensor. */
async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function passwordLogin(page: Page, tenant: SampleTenant, policy: LoginPolicy, identity: Identity) {
  await page.goto(`${tenant.origin}/login`);
  await page.getByRole('tab', { name: en('auth.login.modePassword') }).click();
  const channels = ['phone', 'email'].filter((c) => policy.methods.includes(c));
  if (channels.length > 1)
    await page
      .getByRole('button', { name: en('phone' in identity ? 'auth.channel.phone' : 'auth.channel.email'), exact: true })
      .click();
  if ('phone' in identity) await page.getByLabel(en('auth.field.phone')).fill(identity.phone.replace(/^\+976/, ''));
  else await page.getByLabel(en('auth.field.email')).fill(identity.email);
  await page.getByRole('button', { name: en('auth.action.continue'), exact: true }).click();
  await page.getByLabel(en('auth.field.password'), { exact: true }).fill(PASSWORD);
  if (policy.termsOnLogin) await page.getByLabel(en('auth.terms.label')).check();
  await page.getByRole('button', { name: en('auth.action.logIn'), exact: true }).click();
}

async function logOut(page: Page, tenant: SampleTenant) {
  await page.goto(`${tenant.origin}/profile`);
  await page.getByTestId('row-logout').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: en('account.row.logout') })
    .click();
  await expect(page).toHaveURL(/\/login/);
}

const fingerprintToggle = (page: Page) => page.getByRole('switch', { name: en('auth.login.fingerprint') });
const fingerprintButton = (page: Page) => page.getByRole('button', { name: en('auth.login.biometricLogIn') });

for (const tenant of chosen) {
  const policy = loginPolicyOf(tenant);

  test.describe(`biometric and membership-number login on ${tenant.id} (${tenant.layout})`, () => {
    test('registers Touch ID / Face ID on /webAuth, then logs in with the fingerprint toggle', async ({
      page,
    }, testInfo) => {
      await page.goto(`${tenant.origin}/login`);
      const identity = freshIdentity(policy);
      await createMember(page, tenant, identity);
      const { cdp, authenticatorId } = await addAuthenticator(page);

      await passwordLogin(page, tenant, policy, identity);
      await expect(page).toHaveURL(`${tenant.origin}/home`);
      await page.goto(`${tenant.origin}/webAuth`);
      await expect(page.getByTestId('biometric-prompt')).toContainText(en('account.biometric.prompt'));
      await page.getByRole('button', { name: en('account.action.yes') }).click();
      await expect(page).toHaveURL(`${tenant.origin}/home`);
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0].isResidentCredential).toBe(true);

      await logOut(page, tenant);
      await page.goto(`${tenant.origin}/login`);
      await expect(fingerprintButton(page)).toHaveCount(0);
      await fingerprintToggle(page).check();
      if (policy.termsOnLogin) await page.getByLabel(en('auth.terms.label')).check();
      await expect(fingerprintButton(page)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-login-fingerprint`);
      await fingerprintButton(page).click();
      await expect(page).toHaveURL(`${tenant.origin}/home`);
      await expect(page.getByRole('link', { name: /notification/i })).toHaveAttribute('href', '/notification');
      // The authenticator signed once more (its counter moved) and the toggle is remembered on this device.
      const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(after.credentials[0].signCount).toBeGreaterThan(credentials[0].signCount);
      await logOut(page, tenant);
      await page.goto(`${tenant.origin}/login`);
      await expect(fingerprintToggle(page)).toBeChecked();
      // With the member's phone or e-mail typed in, the options name that member's key: logs in too.
      if ('phone' in identity && policy.methods.includes('phone')) {
        const channels = ['phone', 'email'].filter((c) => policy.methods.includes(c));
        if (channels.length > 1)
          await page.getByRole('button', { name: en('auth.channel.phone'), exact: true }).click();
        await page.getByLabel(en('auth.field.phone')).fill(identity.phone.replace(/^\+976/, ''));
      } else await page.getByLabel(en('auth.field.email')).fill(target(identity));
      if (policy.termsOnLogin) await page.getByLabel(en('auth.terms.label')).check();
      await fingerprintButton(page).click();
      await expect(page).toHaveURL(`${tenant.origin}/home`);

      // Registered: /webAuth shows the verification checkbox on and the reset action; switching it off ends
      // biometric login (the server refuses, the login form says to use the password).
      await page.goto(`${tenant.origin}/webAuth`);
      const verify = page.getByRole('checkbox', { name: en('account.biometric.toggle') });
      await expect(verify).toBeChecked();
      await expect(page.getByRole('button', { name: en('account.biometric.reset') })).toBeVisible();
      await shoot(page, testInfo, `${tenant.id}-webauth-registered`);
      await verify.click();
      await expect(verify).not.toBeChecked();
      await logOut(page, tenant);
      await page.goto(`${tenant.origin}/login`);
      if (policy.termsOnLogin) await page.getByLabel(en('auth.terms.label')).check();
      await fingerprintButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(BIOMETRIC_FAILED);
    });

    test('biometric failure says to log in with password, and the password form still works', async ({
      page,
    }, testInfo) => {
      await page.goto(`${tenant.origin}/login`);
      const identity = freshIdentity(policy);
      await createMember(page, tenant, identity);
      // An authenticator that holds no key for this site.
      await addAuthenticator(page);
      await page.goto(`${tenant.origin}/login`);
      await fingerprintToggle(page).check();
      if (policy.termsOnLogin) await page.getByLabel(en('auth.terms.label')).check();
      await fingerprintButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(BIOMETRIC_FAILED);
      await expect(page).toHaveURL(/\/login$/);
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-login-fingerprint-failed`);

      // A member who never set biometrics up, named in the form: the same message.
      if ('phone' in identity) await page.getByLabel(en('auth.field.phone')).fill(identity.phone.replace(/^\+976/, ''));
      else await page.getByLabel(en('auth.field.email')).fill(identity.email);
      await fingerprintButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(BIOMETRIC_FAILED);

      // With the toggle still on, a password login leads to the biometric setup (/webAuth).
      await page.getByRole('tab', { name: en('auth.login.modePassword') }).click();
      await page.getByRole('button', { name: en('auth.action.continue'), exact: true }).click();
      await page.getByLabel(en('auth.field.password'), { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: en('auth.action.logIn'), exact: true }).click();
      await expect(page).toHaveURL(`${tenant.origin}/webAuth`);
    });

    test('the fingerprint toggle is hidden where the browser has no WebAuthn', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true });
      });
      await page.goto(`${tenant.origin}/login`);
      await expect(page.getByLabel(en('auth.login.rememberMe'))).toBeVisible();
      await expect(fingerprintToggle(page)).toHaveCount(0);
      await expect(fingerprintButton(page)).toHaveCount(0);
    });

    test('logs in with the membership number and password', async ({ page }, testInfo) => {
      await page.goto(`${tenant.origin}/login`);
      const identity = freshIdentity(policy);
      const token = await createMember(page, tenant, identity);
      const mine = await apiFromPage<{ data: { _id: string; memberNumber: string }[] }>(page, '/me/merchants', {
        token,
      });
      const refNo = mine.body.data.find((m) => m._id === tenant.id)!.memberNumber;
      expect(refNo).toMatch(/^\d{8}$/);

      await page.getByRole('tab', { name: en('auth.login.modePassword') }).click();
      await page.getByRole('button', { name: en('auth.login.channelRefNo'), exact: true }).click();
      const number = page.getByLabel(en('auth.login.refNo'));
      // Letters are refused in the form, naming the field.
      await number.fill('ABC');
      await page.getByLabel(en('auth.field.password'), { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: en('auth.action.logIn'), exact: true }).click();
      await expect(page.getByText(en('auth.login.refNoInvalid'))).toBeVisible();
      // A wrong password: the server's one answer for number or password.
      await number.fill(refNo);
      await page.getByLabel(en('auth.field.password'), { exact: true }).fill('not-the-password');
      if (policy.termsOnLogin) await page.getByLabel(en('auth.terms.label')).check();
      await page.getByRole('button', { name: en('auth.action.logIn'), exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Wrong membership number or password');
      await page.getByLabel(en('auth.field.password'), { exact: true }).fill(PASSWORD);
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-login-membership-number`);
      await page.getByRole('button', { name: en('auth.action.logIn'), exact: true }).click();
      await expect(page).toHaveURL(`${tenant.origin}/home`);
      await expect(page.getByRole('link', { name: /notification/i })).toHaveAttribute('href', '/notification');
      // The number is on the member's card in My Rewards.
      await page.goto(`${tenant.origin}/myrewards`);
      await page.getByRole('button', { name: en('rewards.filter.all'), exact: true }).click();
      await expect(page.getByTestId('member-number')).toHaveText(`Member no. ${refNo}`);
      await shoot(page, testInfo, `${tenant.id}-my-rewards-member-number`);
    });
  });
}
