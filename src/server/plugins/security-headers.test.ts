import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { ENTRY_LOADER_CSP_SOURCE } from '../../pipeline/entry-loader';
import { resolveTenant, type ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import type { TenantConfig } from '../../shared/tenant/tenant-config.generated';
import { API_POLICY, tenantPagePolicy } from '../security/content-security-policy';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { FIXTURE_TENANTS } from '../test-support/fixture-tenants';

const BASE_DOMAIN = 'livery.example';
const MAPS_KEY = `AIza${'x'.repeat(35)}`;
const tenantWith = (id: string, extra: Partial<TenantConfig>): ResolvedTenant =>
  resolveTenant({ id, name: id, layout: 'food', brand: { color: '#1E88E5', icon: 'icon.svg' }, ...extra });
/** A tenant with everything that widens its policy: Stripe, Google Maps and a register that frames /vendpayment. */
const gamma = tenantWith('gamma', {
  payments: { providers: ['sandbox', 'stripe'], stripe: { publishableKey: 'pk_test_abc' } },
  maps: { apiKey: MAPS_KEY },
  registerPayment: { allowedOrigins: ['https://pos.example.com', 'https://*.registers.example'] },
});
const TENANTS = [...FIXTURE_TENANTS, gamma];

let t: TestApp;
let distDir: string;

/** A built site as the pipeline writes it (docs/contract.md), just big enough to serve. */
function writeDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'livery-dist-'));
  writeFileSync(path.join(dir, 'tenants.json'), JSON.stringify({ tenants: TENANTS.map(({ id }) => ({ id })) }));
  for (const { id } of TENANTS) {
    mkdirSync(path.join(dir, id, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dir, id, 'index.html'),
      `<html lang='en'>\n  <head>\n    <style data-emotion='css a1'>.css-a1{color:red}</style>\n    <script id='livery-config' type='application/json'>{}</script>\n  </head>\n  <body style='margin: 0'></body>\n</html>`,
    );
    writeFileSync(path.join(dir, id, 'sw.js'), "importScripts('/workbox-1.js');");
    writeFileSync(path.join(dir, id, 'manifest.webmanifest'), '{}');
    writeFileSync(path.join(dir, id, 'assets', 'main.0123456789abcdef.js'), 'void 0;');
  }
  return dir;
}

beforeAll(async () => {
  distDir = writeDist();
  t = await buildTestApp({ tenants: TENANTS, distDir, baseDomain: BASE_DOMAIN });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (host: string, url: string) => t.app.inject({ url, headers: { host } });
/** The directives of a Content-Security-Policy header, by name. */
function directives(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}
const nonceInPage = (res: LightMyRequestResponse) => res.body.match(/<meta property="csp-nonce" nonce="([^"]+)"/)?.[1];

describe('every answer', () => {
  it.each([
    ['a tenant API answer', 'alpha.localhost:8080', '/api/merchants'],
    ['a tenantless API answer', 'localhost:8080', '/api/health'],
    ['an API error', 'alpha.localhost:8080', '/api/no-such-route'],
  ])('%s runs nothing, is framed by no one and carries the fixed headers', async (_, host, url) => {
    const res = await get(host, url);
    expect(res.headers['content-security-policy']).toBe(API_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(self\)(,|$)/);
    expect(res.headers['permissions-policy']).toContain('microphone=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('HSTS and upgrade-insecure-requests only on the real domain, never on localhost', async () => {
    const real = await get(`gamma.${BASE_DOMAIN}`, '/');
    expect(real.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(real)['upgrade-insecure-requests']).toEqual([]);
    expect((await get(`gamma.${BASE_DOMAIN}`, '/api/health')).headers['strict-transport-security']).toBeDefined();
    const local = await get('gamma.localhost:8080', '/');
    expect(local.headers['strict-transport-security']).toBeUndefined();
    expect(directives(local)['upgrade-insecure-requests']).toBeUndefined();
  });
});

describe('a tenant page', () => {
  it('allows only this origin, with a fresh nonce for emotion that the page carries', async () => {
    const [first, second] = [await get('alpha.localhost:8080', '/'), await get('alpha.localhost:8080', '/account')];
    const policy = directives(first);
    expect(policy['default-src']).toEqual(["'self'"]);
    // index.html's one inline script, the entry loader, by its hash; nothing else inline.
    expect(policy['script-src']).toEqual(["'self'", ENTRY_LOADER_CSP_SOURCE]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws://alpha.localhost:8080']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toBeUndefined();
    const nonce = nonceInPage(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(nonceInPage(second)).not.toBe(nonce);
    expect(directives(second)['style-src']).toContain(`'nonce-${nonceInPage(second)}'`);
    // The static shell's style element (built into index.html) carries this answer's nonce.
    expect(first.body).toContain(`<style nonce="${nonce}" data-emotion='css a1'>`);
    expect(first.headers.etag).toBeUndefined();
    // The embedded config stays as built: JSON, not script, so it needs no hash.
    expect(first.body).toContain(`<script id='livery-config' type='application/json'>{}</script>`);
  });

  it('differs by tenant: Stripe and Google Maps origins only where configured', async () => {
    const plain = directives(await get('alpha.localhost:8080', '/'));
    const rich = directives(await get('gamma.localhost:8080', '/'));
    expect(rich['script-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://maps.googleapis.com']),
    );
    expect(rich['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(rich['connect-src']).toEqual(
      expect.arrayContaining(['https://api.stripe.com', 'https://maps.googleapis.com']),
    );
    expect(rich['font-src']).toContain('https://fonts.gstatic.com');
    for (const directive of ['script-src', 'connect-src', 'font-src', 'style-src']) {
      expect(plain[directive].filter((s) => /stripe|google|gstatic/.test(s))).toEqual([]);
    }
    expect((await get('gamma.localhost:8080', '/')).headers['permissions-policy']).toContain(
      'payment=(self "https://js.stripe.com")',
    );
  });

  it('the service worker, the manifest and assets keep working: this origin may run and fetch, no nonce', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/assets/main.0123456789abcdef.js']) {
      const res = await get('alpha.localhost:8080', url);
      expect(res.statusCode).toBe(200);
      const policy = directives(res);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['connect-src']).toContain("'self'");
      expect(policy['worker-src']).toEqual(["'self'"]);
      expect(policy['style-src']).toEqual(["'self'"]);
    }
    expect((await get('alpha.localhost:8080', '/sw.js')).headers['cache-control']).toBe('no-cache');
  });
});

describe('/vendpayment, the one page a register may frame', () => {
  it("allows the tenant's register origins, and only there", async () => {
    const vend = await get('gamma.localhost:8080', '/vendpayment?amount=10&register_id=r1');
    expect(directives(vend)['frame-ancestors']).toEqual(['https://pos.example.com', 'https://*.registers.example']);
    expect(vend.headers['x-frame-options']).toBeUndefined();
    // The register may open it as a popup too: its replies go to window.opener, which same-origin COOP would cut.
    expect(vend.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(nonceInPage(vend)).toBeDefined();
    // The register flow's other pages (its OTP step, the register sign-in) open in the same frame.
    expect(directives(await get('gamma.localhost:8080', '/vend-otp'))['frame-ancestors']).toEqual(
      directives(vend)['frame-ancestors'],
    );
    const elsewhere = await get('gamma.localhost:8080', '/profile');
    expect(directives(elsewhere)['frame-ancestors']).toEqual(["'none'"]);
    expect(elsewhere.headers['x-frame-options']).toBe('DENY');
    expect(elsewhere.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(directives(await get('gamma.localhost:8080', '/api/health'))['frame-ancestors']).toEqual(["'none'"]);
  });

  it('is framed by no one where the tenant names no register', async () => {
    const vend = await get('alpha.localhost:8080', '/vendpayment');
    expect(directives(vend)['frame-ancestors']).toEqual(["'none'"]);
    expect(vend.headers['x-frame-options']).toBe('DENY');
  });
});

describe('tenantPagePolicy', () => {
  const withAdyen = (environment: 'test' | 'live') =>
    tenantWith('delta', {
      payments: {
        providers: ['adyen'],
        adyen: { clientKey: `${environment}_abc`, environment, merchantAccount: 'DeltaECOM' },
      },
    });
  const policyOf = (tenant: ResolvedTenant) => tenantPagePolicy(tenant, { frameAncestors: [], secure: true });

  it('Adyen: the checkoutshopper origins of its environment only', () => {
    const test = policyOf(withAdyen('test'));
    expect(test).toContain('https://checkoutshopper-test.adyen.com');
    expect(test).not.toContain('checkoutshopper-live');
    const live = policyOf(withAdyen('live'));
    expect(live).toContain('https://checkoutshopper-live.adyen.com');
    expect(live).toContain('https://checkoutshopper-live-us.cdn.adyen.com');
    expect(live).not.toContain('checkoutshopper-test');
  });

  it("fiuu: its payment page may receive the fiuu screen's form, and only with fiuu", () => {
    const withFiuu = tenantWith('delta', {
      payments: { providers: ['fiuu'], fiuu: { merchantId: 'delta_Dev', channel: 'FPX' } },
    });
    expect(policyOf(withFiuu)).toContain("form-action 'self' https://pay.fiuu.com");
    expect(policyOf(withAdyen('test'))).toContain("form-action 'self';");
  });

  it("t05: its card script's origin for script, connect and frame, only for tenants listing t05", () => {
    const withT05 = tenantWith('delta', {
      payments: { providers: ['t05'], t05: { accessToken: 'tok_delta_1' } },
    });
    const script = 'https://cdn.t05.example/v1/card.js?build=3';
    const policy = tenantPagePolicy(withT05, { frameAncestors: [], secure: true, t05ScriptUrl: script });
    for (const directive of ['script-src', 'connect-src', 'frame-src'])
      expect(policy.match(new RegExp(`${directive} ([^;]*)`))![1].split(' ')).toContain('https://cdn.t05.example');
    expect(policy).not.toContain('card.js');
    const others = tenantPagePolicy(withAdyen('test'), { frameAncestors: [], secure: true, t05ScriptUrl: script });
    expect(others).not.toContain('t05.example');
    // Not https, or no address on this server: nothing is allowed.
    for (const unsafe of ['http://cdn.t05.example/card.js', 'not a url', undefined])
      expect(tenantPagePolicy(withT05, { frameAncestors: [], secure: true, t05ScriptUrl: unsafe })).not.toContain(
        't05.example',
      );
  });

  it('no unsafe keyword and no wildcard among the script sources of any tenant', () => {
    for (const tenant of [...TENANTS, withAdyen('live')]) {
      const scripts = policyOf(tenant)
        .match(/script-src ([^;]*)/)![1]
        .split(' ');
      expect(scripts.filter((s) => s.includes('unsafe') || s === 'https:' || s === '*')).toEqual([]);
    }
  });
});
