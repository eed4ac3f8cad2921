// Login, sign-up and the join flow (seed 000 §2 "Login and sign-up", §4, §5, §8) on a food, a retail and the
// single-merchant tenant, as a person would use them; one-time codes come from the dev outbox.
import { expect, test } from './support';
import type { Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { DEMO_MEMBER, expectNoSeriousAxeViolations, shoot, lastCode, outboxCount } from './support';
import { loginPolicyOf, pickTenant, sampleTenants, translation } from './tenants';
import type { LoginPolicy, SampleTenant } from './tenants';

// Each test signs members up and hashes passwords: give it room on a loaded CI machine.
test.describe.configure({ timeout: 90_000 });

const DEMO = DEMO_MEMBER;

// A food tenant, a retail tenant and the single-merchant tenant.
const chosen = [
  pickTenant({ layout: 'food', singleMerchant: false }),
  pickTenant(
    {
      layout: 'retail',
      singleMerchant: false,
      where: { test: (t) => loginPolicyOf(t).termsOnLogin, says: 'terms on login' },
    },
    { layout: 'retail', singleMerchant: false },
  ),
  pickTenant({ singleMerchant: true }),
];

const en = (id: string) => translation('en', id);

/** Seven random digits: fresh identities must not collide across workers and runs. */
const uniqueDigits = () => String(randomInt(0, 1e7)).padStart(7, '0');
const freshPhone = () => `+9768${uniqueDigits()}`;

/** A phone or e-mail nobody has used: the tenant's first channel that can receive codes. */
function freshIdentity(policy: LoginPolicy): { phone: string } | { email: string } {
  return policy.methods.includes('phone') && policy.allowSms
    ? { phone: freshPhone() }
    : { email: `e2e-${uniqueDigits()}${uniqueDigits()}@example.com` };
}

const target = (identity: { phone: string } | { email: string }) =>
  'phone' in identity ? identity.phone : identity.email;

/** Signs a new member up through the API (so a test can start from an existing account) and returns its token. */
async function createMember(page: Page, identity: { phone: string } | { email: string }, password = 'e2e-password-0') {
  await page.evaluate(async (body) => {
    const r = await fetch('/api/auth/code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`code: ${await r.text()}`);
  }, identity);
  const code = await lastCode(page, target(identity));
  return page.evaluate(
    async (body) => {
      const r = await fetch('/api/auth/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!r.ok) throw new Error(`signup: ${await r.text()}`);
      return ((await r.json()) as { data: { token: string } }).data.token;
    },
    { ...identity, code, isTermChecked: true, password },
  );
}

/** Types a phone (local part after the default +976) or an e-mail into the identity fields. */
async function fillIdentity(page: Page, identity: { phone: string } | { email: string }) {
  if ('phone' in identity) {
    await page.getByLabel(en('auth.field.phone')).fill(identity.phone.replace(/^\+976/, ''));
  } else {
    await page.getByLabel(en('auth.field.email')).fill(identity.email);
  }
}

async function chooseChannel(page: Page, policy: LoginPolicy, identity: { phone: string } | { email: string }) {
  const channels = ['phone', 'email'].filter((c) => policy.methods.includes(c));
  if (channels.length > 1)
    await page
      .getByRole('button', { name: en('phone' in identity ? 'auth.channel.phone' : 'auth.channel.email'), exact: true })
      .click();
}

async function tickTerms(page: Page, policy: LoginPolicy) {
  if (policy.termsOnLogin) await page.getByLabel(en('auth.terms.label')).check();
}

const axeCheck = expectNoSeriousAxeViolations;
const shot = shoot;

const landing = (tenant: SampleTenant) => (tenant.singleMerchant ? `/merchant-detail/${tenant.id}` : '/home');

for (const tenant of chosen) {
  const policy = loginPolicyOf(tenant);
  const demoIdentity = policy.methods.includes('phone') ? { phone: DEMO.phone } : { email: DEMO.email };

  test.describe(`auth on ${tenant.id} (${tenant.layout}${tenant.singleMerchant ? ', single merchant' : ''})`, () => {
    test('logs in with a password and lands on home with the bell', async ({ page }, testInfo) => {
      await page.goto(`${tenant.origin}/login`);
      await page.getByRole('tab', { name: en('auth.login.modePassword') }).click();
      await chooseChannel(page, policy, demoIdentity);
      await fillIdentity(page, demoIdentity);
      await page.getByRole('button', { name: en('auth.action.continue'), exact: true }).click();
      await expect(page.getByTestId('login-identity')).toHaveText(target(demoIdentity));
      await page.getByLabel(en('auth.field.password'), { exact: true }).fill(DEMO.password);
      await tickTerms(page, policy);
      await axeCheck(page);
      await shot(page, testInfo, `${tenant.id}-login-password`);
      await page.getByRole('button', { name: en('auth.action.logIn') }).click();
      await expect(page).toHaveURL(`${tenant.origin}${landing(tenant)}`);
      // The demo member has joined the tenant's merchant: no join popup; the member's bell is there.
      await expect(page.getByTestId('join-popup')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /notification/i })).toHaveAttribute('href', '/notification');
      // Logged-in members never see the login form again.
      await page.goto(`${tenant.origin}/login?redirect=%2Fprofile`);
      await expect(page).toHaveURL(`${tenant.origin}/profile`);
    });

    test('logs in with a one-time code from the outbox', async ({ page }, testInfo) => {
      await page.goto(`${tenant.origin}/login`);
      const identity = freshIdentity(policy);
      await createMember(page, identity, 'e2e-password-1');
      await page.getByRole('tab', { name: en('auth.login.modeOtp') }).click();
      await chooseChannel(page, policy, identity);
      await fillIdentity(page, identity);
      await page.getByRole('button', { name: en('auth.action.continue'), exact: true }).click();
      await expect(page.getByTestId('code-countdown')).toContainText(/Code expires in (10:00|9:5\d)/);
      const code = await lastCode(page, target(identity));
      await page.getByTestId('otp-code').fill(code);
      await tickTerms(page, policy);
      await axeCheck(page);
      await shot(page, testInfo, `${tenant.id}-login-code`);
      await page.getByRole('button', { name: en('auth.action.logIn') }).click();
      await expect(page).toHaveURL(new RegExp(`${landing(tenant)}$`));
    });

    test('shows the code rules and the server message for a wrong code', async ({ page }) => {
      await page.goto(`${tenant.origin}/login`);
      const identity = freshIdentity(policy);
      await createMember(page, identity);
      await page.getByRole('tab', { name: en('auth.login.modeOtp') }).click();
      await chooseChannel(page, policy, identity);
      await fillIdentity(page, identity);
      await page.getByRole('button', { name: en('auth.action.continue'), exact: true }).click();
      const logIn = page.getByRole('button', { name: en('auth.action.logIn') });
      await tickTerms(page, policy);
      await logIn.click();
      await expect(page.getByText('Code required')).toBeVisible();
      await page.getByTestId('otp-code').fill('12345');
      await logIn.click();
      await expect(page.getByText('Must be 6 digit numbers')).toBeVisible();
      const code = await lastCode(page, target(identity));
      await page.getByTestId('otp-code').fill(code === '000000' ? '111111' : '000000');
      await logIn.click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
    });

    test('signs up a new member, then accepts the non-closable join popup', async ({ page }, testInfo) => {
      await page.goto(`${tenant.origin}/login`);
      const identity = freshIdentity(policy);
      await page.getByRole('tab', { name: en('auth.login.modePassword') }).click();
      await chooseChannel(page, policy, identity);
      await fillIdentity(page, identity);
      await page.getByRole('button', { name: en('auth.action.continue'), exact: true }).click();
      // The identity check answers signup: /signup carries the phone or e-mail.
      await expect(page).toHaveURL(/\/signup\?(phone|email)=/);
      await axeCheck(page);
      await shot(page, testInfo, `${tenant.id}-signup`);
      await page.getByRole('button', { name: en('auth.action.sendCode') }).click();
      const code = await lastCode(page, target(identity));
      await page.getByTestId('otp-code').fill(code);
      await page.getByLabel(en('auth.field.firstname')).fill('Eve');
      await page.getByLabel(en('auth.field.lastname')).fill('Tester');
      if (policy.passwordRequired)
        await page.getByLabel(en('auth.field.password'), { exact: true }).fill('e2e-password-1');
      await tickTerms(page, policy);
      await page.getByRole('button', { name: en('auth.signup.submit') }).click();

      const popup = page.getByTestId('join-popup');
      await expect(popup).toBeVisible();
      await expect(popup).toContainText('You are not joined to this merchant, Please Accept Term');
      await expect(popup.getByTestId('merchant-terms')).toContainText('terms');
      await axeCheck(page);
      await shot(page, testInfo, `${tenant.id}-join-popup`);
      // Non-closable: Escape leaves it open.
      await page.keyboard.press('Escape');
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: en('auth.join.accept') }).click();
      await expect(popup).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('join-popup')).toHaveCount(0);
    });

    test(`guest login is ${policy.guestLoginType === 'none' ? 'hidden' : 'offered'} (${policy.guestLoginType})`, async ({
      page,
    }) => {
      await page.goto(`${tenant.origin}/login`);
      const guest = page.getByRole('button', { name: en('auth.login.guest') });
      if (policy.guestLoginType === 'none') return expect(guest).toHaveCount(0);
      if (policy.guestLoginType.endsWith('-required')) {
        // Refused without the identity the merchant requires, with the server's reason.
        const needs = policy.guestLoginType.startsWith('phone') ? 'phone' : 'email';
        const other = needs === 'phone' ? 'email' : 'phone';
        if (policy.methods.includes(other) && policy.methods.includes(needs))
          await page.getByRole('button', { name: en(`auth.channel.${other}`), exact: true }).click();
        await guest.click();
        await expect(page.getByRole('alert')).toContainText(`${needs} is required for guest login here`);
        const identity = needs === 'phone' ? { phone: freshPhone() } : { email: `guest-${Date.now()}@example.com` };
        if (policy.methods.includes(needs)) {
          await chooseChannel(page, policy, identity);
          await fillIdentity(page, identity);
          await guest.click();
          await expect(page).toHaveURL(new RegExp(`${landing(tenant)}$`));
        }
        return;
      }
      await guest.click();
      await expect(page).toHaveURL(new RegExp(`${landing(tenant)}$`));
      // Guests have no notification bell.
      await expect(page.getByRole('link', { name: /notification/i })).toHaveCount(0);
    });

    test('resets a password by code and logs in with the new one', async ({ page }, testInfo) => {
      await page.goto(`${tenant.origin}/login`);
      const identity = freshIdentity(policy);
      await createMember(page, identity, 'old-password-1');
      const method = 'phone' in identity ? 'phone' : 'email';
      await page.goto(`${tenant.origin}/forget_password/${method}`);
      await fillIdentity(page, identity);
      const sent = await outboxCount(page, target(identity));
      await page.getByRole('button', { name: en('auth.forgot.send') }).click();
      const code = await lastCode(page, target(identity), 6, sent);
      await page.getByTestId('otp-code').fill(code);
      await page.getByLabel(en('auth.field.newPassword'), { exact: true }).fill('new-password-1');
      await page.getByLabel(en('auth.field.passwordConfirmation'), { exact: true }).fill('new-password-2');
      await page.getByRole('button', { name: en('auth.forgot.submit') }).click();
      await expect(page.getByText("Password doesn't match")).toBeVisible();
      await page.getByLabel(en('auth.field.passwordConfirmation'), { exact: true }).fill('new-password-1');
      await axeCheck(page);
      await shot(page, testInfo, `${tenant.id}-forget-password`);
      await page.getByRole('button', { name: en('auth.forgot.submit') }).click();
      await expect(page).toHaveURL(/\/login$/);
      const ok = await page.evaluate(
        async (body) =>
          (
            await fetch('/api/auth/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).status,
        { ...identity, password: 'new-password-1', isTermChecked: true },
      );
      expect(ok).toBe(200);
    });

    test('POS sign-in: base64 phone, password and confirmation', async ({ page }, testInfo) => {
      test.skip(!policy.methods.includes('phone') || !policy.allowSms, 'POS sign-in is by phone');
      await page.goto(`${tenant.origin}/login`);
      const identity = freshIdentity(policy) as { phone: string };
      await createMember(page, identity, 'pos-password-1');
      const encoded = Buffer.from(identity.phone).toString('base64url');
      await page.goto(`${tenant.origin}/sign-in-with-pos/${encoded}`);
      await expect(page.getByText(identity.phone)).toBeVisible();
      await page.getByLabel(en('auth.field.password'), { exact: true }).fill('pos-password-1');
      await page.getByLabel(en('auth.field.passwordConfirmation'), { exact: true }).fill('pos-password-x');
      await page.getByRole('button', { name: en('auth.action.logIn') }).click();
      await expect(page.getByText("Password doesn't match")).toBeVisible();
      await page.getByLabel(en('auth.field.passwordConfirmation'), { exact: true }).fill('pos-password-1');
      await axeCheck(page);
      await shot(page, testInfo, `${tenant.id}-pos-sign-in`);
      await page.getByRole('button', { name: en('auth.action.logIn') }).click();
      await expect(page).toHaveURL(new RegExp(`${landing(tenant)}$`));
      await page.goto(`${tenant.origin}/sign-in-with-pos/not*base64`);
      await expect(page.getByText(/must be base64/)).toBeVisible();
    });

    test('social callbacks: a token logs in, no token with success=false explains', async ({ page }) => {
      await page.goto(`${tenant.origin}/social-login?success=false`);
      await expect(page.getByRole('alert')).toHaveText("Can't login with social account or no social login linked!");
      const identity = freshIdentity(policy);
      const token = await createMember(page, identity);
      await page.goto(`${tenant.origin}/third-party?token=${encodeURIComponent(token)}`);
      await expect(page).toHaveURL(new RegExp(`${landing(tenant)}$`));
      await expect(page.getByTestId('join-popup')).toBeVisible();
    });

    test('/otp and /vend-otp log in with a code for the phone or e-mail in the link', async ({ page }, testInfo) => {
      await page.goto(`${tenant.origin}/login`);
      const identity = freshIdentity(policy);
      await createMember(page, identity);
      const query = new URLSearchParams(identity as Record<string, string>).toString();
      await page.goto(`${tenant.origin}/vend-otp?${query}`);
      await expect(page.getByRole('heading', { name: en('auth.vend.heading') })).toBeVisible();
      await page.goto(`${tenant.origin}/otp?${query}`);
      await page.getByRole('button', { name: en('auth.action.sendCode') }).click();
      await expect(page.getByTestId('code-countdown')).toContainText('Code expires in');
      await page.getByTestId('otp-code').fill(await lastCode(page, target(identity)));
      if (policy.termsOnLogin) await page.getByLabel(en('auth.terms.label')).check();
      await axeCheck(page);
      await shot(page, testInfo, `${tenant.id}-otp`);
      await page.getByRole('button', { name: en('auth.action.verify') }).click();
      await expect(page).toHaveURL(new RegExp(`${landing(tenant)}$`));
    });

    test('/url/{code} follows the short link on the API host', async ({ page }) => {
      await page.goto(`${tenant.origin}/url/shop`);
      await expect(page).toHaveURL(`${tenant.origin}/merchant-detail/${tenant.id}`);
    });

    for (const language of ['en', 'mn', 'cn']) {
      test(`login page in ${language}`, async ({ page }, testInfo) => {
        test.skip(!tenant.languages.includes(language), `${tenant.id} does not offer ${language}`);
        await page.addInitScript((lang) => window.localStorage.setItem('livery:language', lang), language);
        await page.goto(`${tenant.origin}/login`);
        const heading = translation(language, 'auth.login.heading').replace('{name}', tenant.name);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('tab', { name: translation(language, 'auth.login.modePassword') })).toBeVisible();
        await axeCheck(page);
        await shot(page, testInfo, `${tenant.id}-login-${language}`);
      });
    }
  });
}

test('SMS login refused where the merchant disallows it', async ({ page }) => {
  const tenant = sampleTenants().find((t) => !loginPolicyOf(t).allowSms && loginPolicyOf(t).methods.includes('phone'));
  test.skip(!tenant, 'no sample tenant with phone login and allowSms false');
  await page.goto(`${tenant!.origin}/login`);
  await page.getByRole('tab', { name: en('auth.login.modeOtp') }).click();
  await page.getByRole('button', { name: en('auth.channel.phone'), exact: true }).click();
  await fillIdentity(page, { phone: DEMO.phone });
  await page.getByRole('button', { name: en('auth.action.continue'), exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('SMS login is not allowed, please use password');
});
