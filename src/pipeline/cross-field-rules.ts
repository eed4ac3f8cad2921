import type { Problem } from './problems';
import { allowedHint } from './problems';
import type { JsonSource } from './json-source';
import { SHORT_NAME_MAX } from '../shared/tenant/resolve-tenant';
import { LANGUAGE_VALUES, SCHEMA_DEFAULTS } from '../shared/tenant/tenant-config.generated';
import { PAYNOW_CURRENCY } from '../shared/constants/payments';
import { COUNTRIES } from '../shared/constants/countries';

/** A rule a JSON schema cannot say, listed on docs/tenant-config.md. */
export interface RuleDoc {
  field: string;
  rule: string;
}

export const CROSS_FIELD_RULES: RuleDoc[] = [
  { field: 'id', rule: 'must equal the name of the tenant folder.' },
  { field: 'shortName', rule: `required when name is longer than ${SHORT_NAME_MAX} characters.` },
  { field: 'subdomain', rule: 'unique across all tenants (a tenant without one uses its id).' },
  {
    field: 'brand.icon',
    rule: 'the file must exist in the tenant folder; an .svg must be a readable SVG, a .png must be a square PNG of at least 512x512 pixels.',
  },
  { field: 'defaultLanguage', rule: 'must be one of languages.' },
  { field: 'login.methods', rule: 'must include phone or email (one-time codes and guest ordering need one).' },
  { field: 'login.preferred', rule: 'its channel (phone or email) must be one of login.methods.' },
  { field: 'login.allowSms', rule: 'cannot be false when login.preferred is phone-otp (the code goes by SMS).' },
  {
    field: 'login.google, login.facebook',
    rule: 'set only when login.methods has that provider (a client id alone would show no button). A provider in login.methods without its client id is allowed: its button stays hidden until the id is added.',
  },
  {
    field: 'defaultCountry',
    rule: 'must be a country the app lists in its phone field (src/shared/constants/countries.ts).',
  },
  {
    field: 'payments',
    rule: 'stripe, adyen and paynow settings are required when that provider is enabled; the adyen client key must match its environment (test_ for test, live_ for live).',
  },
  {
    field: 'registerPayment.allowedOrigins',
    rule: 'http only for localhost (testing); * only as the whole leftmost label before a domain of two or more labels (https://*.example.com); a port of at most 65535.',
  },
  { field: '(any key)', rule: 'may appear only once in an object (JSON would silently keep only the last one).' },
];

/** Reads a nested value of a document that may not match the schema, without trusting its shape. */
function get(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!current || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function str(value: unknown, ...path: string[]): string | undefined {
  const v = get(value, ...path);
  return typeof v === 'string' ? v : undefined;
}

function strings(value: unknown, ...path: string[]): string[] | undefined {
  const v = get(value, ...path);
  return Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : undefined;
}

/** What is wrong with one register origin beyond the schema's pattern (which rules out paths and capitals). */
export function registerOriginProblem(origin: string): string | undefined {
  // Outside the schema's own pattern the schema has reported it already.
  if (!/^https?:\/\/[a-z0-9*.-]+(:[0-9]{1,5})?$/.test(origin)) return undefined;
  const match = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?$/.exec(origin);
  if (!match) return 'must be scheme://host[:port], with * only as the whole leftmost label';
  const [, scheme, wildcard, host, port] = match;
  if (scheme === 'http' && host !== 'localhost' && !host.endsWith('.localhost'))
    return 'http is allowed only for localhost (testing): a register must use https';
  if (wildcard && !host.includes('.')) return '*. must come before a domain of two or more labels';
  if (port && Number(port) > 65535) return `port ${port} is larger than 65535`;
  return undefined;
}

/**
 * Rules within one tenant's config (icons are checked apart, they read files). Safe on documents that failed the
 * schema: a rule whose fields have the wrong shape stays silent, the schema already reported them.
 */
export function tenantRuleProblems(source: JsonSource, file: string, folderName: string): Problem[] {
  const doc = source.value;
  const problems: Problem[] = [];
  const report = (pointer: string, message: string, hint?: string, at = source.valueAt(pointer)) =>
    problems.push({ file, pointer, ...at, message, ...(hint && { hint }) });

  const id = str(doc, 'id');
  if (id !== undefined && id !== folderName)
    report('/id', `id "${id}" must equal the folder name "${folderName}"`, 'rename the folder or change the id');

  const name = str(doc, 'name');
  if (name !== undefined && get(doc, 'shortName') === undefined && [...name].length > SHORT_NAME_MAX)
    report(
      '/shortName',
      `missing "shortName": required because name is ${[...name].length} characters long (more than ${SHORT_NAME_MAX})`,
      `add a shortName of at most ${SHORT_NAME_MAX} characters`,
      source.valueAt('/name'),
    );

  const languages = strings(doc, 'languages');
  const defaultLanguage = str(doc, 'defaultLanguage');
  const knownLanguages = languages?.every((l) => (LANGUAGE_VALUES as readonly string[]).includes(l));
  if (languages && knownLanguages && defaultLanguage !== undefined && !languages.includes(defaultLanguage))
    report(
      '/defaultLanguage',
      `defaultLanguage "${defaultLanguage}" is not one of languages`,
      allowedHint(defaultLanguage, [...new Set(languages)]),
    );

  const methods = strings(doc, 'login', 'methods');
  if (methods && !methods.includes('phone') && !methods.includes('email'))
    report(
      '/login/methods',
      'login methods must include "phone" or "email" (one-time codes and guest ordering need one)',
      `allowed: add "phone" or "email"`,
    );
  const preferred = str(doc, 'login', 'preferred');
  if (methods && preferred !== undefined) {
    const channel = preferred.startsWith('phone') ? 'phone' : 'email';
    if (!methods.includes(channel))
      report(
        '/login/preferred',
        `preferred login "${preferred}" needs "${channel}" in login.methods`,
        `allowed: ${['phone', 'email']
          .filter((c) => methods.includes(c))
          .flatMap((c) => [c, `${c}-otp`])
          .join(', ')}`,
      );
  }
  if (preferred === 'phone-otp' && get(doc, 'login', 'allowSms') === false)
    report(
      '/login/allowSms',
      'allowSms is false, but preferred login "phone-otp" sends its code by SMS',
      'set allowSms to true or choose another preferred login',
    );

  // A client id without the method would be dead config; the method without an id just hides the button.
  for (const provider of ['google', 'facebook'] as const) {
    if (methods && get(doc, 'login', provider) !== undefined && !methods.includes(provider))
      report(
        `/login/${provider}`,
        `login.${provider} is set but "${provider}" is not in login.methods`,
        `add "${provider}" to login.methods, or remove login.${provider}`,
      );
  }

  const defaultCountry = str(doc, 'defaultCountry');
  if (
    defaultCountry !== undefined &&
    /^[A-Z]{2}$/.test(defaultCountry) &&
    !COUNTRIES.some((c) => c.code === defaultCountry)
  )
    report(
      '/defaultCountry',
      `defaultCountry "${defaultCountry}" is not a country of the phone field`,
      allowedHint(
        defaultCountry,
        COUNTRIES.map((c) => c.code),
      ),
    );

  const adyenKey = str(doc, 'payments', 'adyen', 'clientKey');
  const adyenEnvironment = str(doc, 'payments', 'adyen', 'environment');
  const keyEnvironment = adyenKey?.match(/^(test|live)_/)?.[1];
  if (keyEnvironment && adyenEnvironment && keyEnvironment !== adyenEnvironment)
    report(
      '/payments/adyen/clientKey',
      `adyen clientKey is a ${keyEnvironment} key but environment is "${adyenEnvironment}"`,
      `allowed: a ${adyenEnvironment}_ key, or environment "${keyEnvironment}"`,
    );

  // Valid config (a tenant may change currency later), but PayNow pays SGD only: the sheet never shows it.
  const currencyCode = str(doc, 'currency', 'code') ?? SCHEMA_DEFAULTS.currency.code;
  if (strings(doc, 'payments', 'providers')?.includes('paynow') && currencyCode !== PAYNOW_CURRENCY)
    problems.push({
      file,
      pointer: '/payments/providers',
      ...source.valueAt('/payments/providers'),
      severity: 'warning',
      message: `paynow is listed but the currency is ${currencyCode}: PayNow pays ${PAYNOW_CURRENCY} only, so it is never offered`,
      hint: `set currency.code to ${PAYNOW_CURRENCY}, or remove "paynow" from payments.providers`,
    });

  strings(doc, 'registerPayment', 'allowedOrigins')?.forEach((origin, index) => {
    const problem = registerOriginProblem(origin);
    if (problem)
      report(
        `/registerPayment/allowedOrigins/${index}`,
        `register origin "${origin}" ${problem}`,
        'allowed: https://pos.example.com, https://*.example.com, http://localhost:9000',
      );
  });

  for (const pointer of source.duplicateKeys)
    report(
      pointer,
      `duplicate key "${pointer.split('/').at(-1)}" (JSON keeps only the last one)`,
      undefined,
      source.keyAt(pointer),
    );
  return problems;
}

/** What the across-tenants rules need of each tenant. */
export interface TenantIdentity {
  folderName: string;
  file: string;
  source: JsonSource;
}

/** Rules across tenants: subdomains (explicit, or the id by default) must be unique. */
export function acrossTenantProblems(tenants: TenantIdentity[]): Problem[] {
  const byHost = new Map<string, TenantIdentity[]>();
  for (const tenant of tenants) {
    const subdomain = str(tenant.source.value, 'subdomain') ?? str(tenant.source.value, 'id');
    if (subdomain === undefined) continue;
    byHost.set(subdomain, [...(byHost.get(subdomain) ?? []), tenant]);
  }
  const problems: Problem[] = [];
  for (const [subdomain, users] of byHost) {
    if (users.length < 2) continue;
    for (const tenant of users) {
      const explicit = str(tenant.source.value, 'subdomain') !== undefined;
      const pointer = explicit ? '/subdomain' : '/id';
      const others = users.filter((u) => u !== tenant).map((u) => u.folderName);
      problems.push({
        file: tenant.file,
        pointer,
        ...tenant.source.valueAt(pointer),
        message: `subdomain "${subdomain}"${explicit ? '' : ' (the id, as no subdomain is set)'} is also used by ${others.map((o) => `"${o}"`).join(', ')}`,
        hint: 'subdomains must be unique across tenants',
      });
    }
  }
  return problems;
}
