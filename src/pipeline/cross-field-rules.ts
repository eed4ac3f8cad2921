/** Rules a JSON schema cannot say, checked by tenants:check and the build; listed on docs/tenant-config.md. */
export interface RuleDoc {
  field: string;
  rule: string;
}

export const CROSS_FIELD_RULES: RuleDoc[] = [
  { field: 'id', rule: 'must equal the name of the tenant folder.' },
  { field: 'shortName', rule: 'required when name is longer than 12 characters.' },
  { field: 'subdomain', rule: 'unique across all tenants (a tenant without one uses its id).' },
  {
    field: 'brand.icon',
    rule: 'the file must exist in the tenant folder; an .svg must be a readable SVG, a .png must be square and at least 512x512 pixels.',
  },
  { field: 'defaultLanguage', rule: 'must be one of languages.' },
  { field: 'login.methods', rule: 'must include phone or email (one-time codes and guest ordering need one).' },
  { field: 'login.preferred', rule: 'its channel (phone or email) must be one of login.methods.' },
  { field: 'login.allowSms', rule: 'cannot be false when login.preferred is phone-otp (the code goes by SMS).' },
  {
    field: 'payments',
    rule: 'stripe, adyen and paynow settings are required when the provider is enabled; the adyen client key must match its environment (test_ for test, live_ for live).',
  },
];
