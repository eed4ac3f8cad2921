import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { TenantConfig } from '../../shared/tenant/tenant-config.generated';
import { formatProblem, type Problem } from '../problems';

/** A valid config using most fields; tests change one thing at a time. */
export function validConfig(id = 'brew-lane', overrides: Partial<TenantConfig> = {}): TenantConfig {
  return {
    $schema: '../../schemas/tenant.schema.json',
    id,
    name: 'Brew Lane',
    description: 'Coffee and brunch.',
    layout: 'food',
    brand: { color: '#6F4E37', icon: 'icon.svg', backgroundColor: '#FFF8F0' },
    languages: ['en', 'mn'],
    defaultLanguage: 'en',
    currency: { code: 'SGD', symbol: 'S$' },
    login: { preferred: 'phone-otp', methods: ['phone', 'email'] },
    guest: { loginType: 'phone' },
    payments: { providers: ['sandbox', 'stripe'], stripe: { publishableKey: 'pk_test_abc123' } },
    features: { referral: true },
    ...overrides,
  };
}

export const SQUARE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#FF0000"/></svg>';

export async function makeTempDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), `livery-${prefix}-`));
}

/** Writes tenants/<folder>/tenant.json (an object is stringified; a string is written as is) and an icon. */
export async function writeTenant(
  tenantsDir: string,
  folder: string,
  config: unknown,
  icon: { file: string; content: string | Buffer } | null = { file: 'icon.svg', content: SQUARE_SVG },
): Promise<string> {
  const dir = path.join(tenantsDir, folder);
  await fs.mkdir(dir, { recursive: true });
  const text = typeof config === 'string' ? config : JSON.stringify(config, null, 2);
  await fs.writeFile(path.join(dir, 'tenant.json'), text);
  if (icon) await fs.writeFile(path.join(dir, icon.file), icon.content);
  return dir;
}

export function pngOfSize(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#3366FF' } })
    .png()
    .toBuffer();
}

/** Problems as `pointer  message  (hint)`, without the location and severity, for exact-message assertions. */
export function withoutLocation(problems: Problem[]): string[] {
  return problems.map((p) => formatProblem(p).split('  ').slice(2).join('  '));
}
