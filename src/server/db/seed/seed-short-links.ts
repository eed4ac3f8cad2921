import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import { addShortLinks } from '../../modules/short-links/repository';
import type { Db } from '../client';

/** Demo short links of a tenant (idempotent): the merchant page and the login page. */
export function demoShortLinks(tenant: Pick<ResolvedTenant, 'id'>) {
  return [
    { code: 'shop', target: `/merchant-detail/${tenant.id}` },
    { code: 'join', target: '/login' },
  ];
}

export async function seedShortLinks(db: Db, tenant: ResolvedTenant): Promise<void> {
  await addShortLinks(db, { tenantId: tenant.id }, demoShortLinks(tenant));
}
