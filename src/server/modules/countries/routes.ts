import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/countries';
import { route } from '../../lib/route';
import { countryByIp } from './by-ip';
import { findCountry, searchCountries } from './service';

export async function countryRoutes(app: FastifyInstance) {
  route(app, api.listCountries, async (request) => ({ data: [...searchCountries(request.query.q)] }));

  // request.ip is the socket's address, or X-Forwarded-For's client only when TRUST_PROXY=1 says a proxy sets it.
  route(app, api.countryByIp, async (request) => ({ data: countryByIp(request.ip, request.tenant.defaultCountry) }));

  route(app, api.getCountry, async (request) => ({ data: findCountry(request.params.code) }));
}
