/** Bundled country table (ISO 3166-1 alpha-2, name, dial code) for the phone field; no network lookup needed. */
export interface Country {
  code: string;
  name: string;
  dial_code: string;
}

export const COUNTRIES: readonly Country[] = [
  { code: 'AU', name: 'Australia', dial_code: '+61' },
  { code: 'BN', name: 'Brunei', dial_code: '+673' },
  { code: 'CA', name: 'Canada', dial_code: '+1' },
  { code: 'CN', name: 'China', dial_code: '+86' },
  { code: 'DE', name: 'Germany', dial_code: '+49' },
  { code: 'FR', name: 'France', dial_code: '+33' },
  { code: 'GB', name: 'United Kingdom', dial_code: '+44' },
  { code: 'HK', name: 'Hong Kong', dial_code: '+852' },
  { code: 'ID', name: 'Indonesia', dial_code: '+62' },
  { code: 'IN', name: 'India', dial_code: '+91' },
  { code: 'JP', name: 'Japan', dial_code: '+81' },
  { code: 'KH', name: 'Cambodia', dial_code: '+855' },
  { code: 'KR', name: 'South Korea', dial_code: '+82' },
  { code: 'KZ', name: 'Kazakhstan', dial_code: '+7' },
  { code: 'LA', name: 'Laos', dial_code: '+856' },
  { code: 'MM', name: 'Myanmar', dial_code: '+95' },
  { code: 'MN', name: 'Mongolia', dial_code: '+976' },
  { code: 'MO', name: 'Macau', dial_code: '+853' },
  { code: 'MY', name: 'Malaysia', dial_code: '+60' },
  { code: 'NZ', name: 'New Zealand', dial_code: '+64' },
  { code: 'PH', name: 'Philippines', dial_code: '+63' },
  { code: 'RU', name: 'Russia', dial_code: '+7' },
  { code: 'SG', name: 'Singapore', dial_code: '+65' },
  { code: 'TH', name: 'Thailand', dial_code: '+66' },
  { code: 'TW', name: 'Taiwan', dial_code: '+886' },
  { code: 'US', name: 'United States', dial_code: '+1' },
  { code: 'VN', name: 'Vietnam', dial_code: '+84' },
];
