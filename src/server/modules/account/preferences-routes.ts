import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/account';
import { PREFERENCE_OPTIONS } from '../../../shared/constants/preferences';
import { route } from '../../lib/route';
import * as repo from './repository';
import { userScopeOf } from './user-scope';

/** What a member who never saved preferences has: nothing picked, no consent. */
const EMPTY: api.Preferences = {
  preferences: { like: [], dislike: [], dietary: [], allergic: [] },
  consent: false,
  demographic: { race: null, citizenship: null },
};

/** Member dietary preferences (the profile's bottom sheet): options by type, read and save. */
export async function preferenceRoutes(app: FastifyInstance) {
  route(app, api.listPreferenceOptions, async (request) => ({ data: [...PREFERENCE_OPTIONS[request.query.type]] }));

  route(app, api.getPreferences, async (request) => ({
    data: (await repo.getPreferences(app.ctx.db, userScopeOf(request))) ?? EMPTY,
  }));

  route(app, api.savePreferences, async (request) => {
    await repo.savePreferences(app.ctx.db, userScopeOf(request), request.body, app.ctx.clock());
    return { data: request.body };
  });
}
