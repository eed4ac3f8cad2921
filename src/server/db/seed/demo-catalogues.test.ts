import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveTenant } from '../../../shared/tenant/resolve-tenant';
import type { TenantConfig } from '../../../shared/tenant/tenant-config.generated';
import { CATEGORIES } from './demo-content';
import { ownCategoryOf } from './demo-catalogues';

const sample = (id: string) =>
  resolveTenant(
    JSON.parse(readFileSync(path.join(__dirname, '../../../../tenants', id, 'tenant.json'), 'utf8')) as TenantConfig,
  );
const categoryName = (id: string) => CATEGORIES.find((category) => category.slug === ownCategoryOf(sample(id)))?.name;

describe("the tenant's own merchant is listed under its trade in the directory", () => {
  it.each([
    ['brew-lane', 'Coffee'],
    ['saffron-kitchen', 'Restaurants'],
    ['sunny-mart', 'Grocery'],
    ['north-outfitters', 'Fashion'],
  ])('%s: %s', (id, name) => {
    expect(categoryName(id)).toBe(name);
  });
});
