import type { FastifyInstance } from 'fastify';
import { dataOf, errorResponses } from '../../lib/schemas';
import { requireUser } from '../auth/require-user';
import { PREFERENCE_OPTIONS, PREFERENCE_TYPES, type PreferenceType } from './preference-options';
import * as repo from './repository';
import { obj, preferencesSchema, security, tags } from './schemas';

const EMPTY: repo.PreferencesInput = {
  preferences: { like: [], dislike: [], dietary: [], allergic: [] },
  consent: false,
  demographic: { race: null, citizenship: null },
};

/** Member dietary preferences (the profile's bottom sheet): options by type, read and save. */
export async function preferenceRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { type: PreferenceType } }>('/preferences/options', {
    schema: {
      tags,
      summary: 'Preference options of one type (like, dislike, allergic, citizenship, race, dietary)',
      querystring: obj({ type: { type: 'string', enum: [...PREFERENCE_TYPES] } }, ['type']),
      response: { 200: dataOf({ type: 'array', items: { type: 'string' } }), ...errorResponses },
    },
    handler: async (request) => ({ data: [...PREFERENCE_OPTIONS[request.query.type]] }),
  });

  app.get('/me/preferences', {
    schema: {
      tags,
      security,
      summary: "The member's dietary preferences, consent and demographic (empty until saved)",
      response: { 200: dataOf(preferencesSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      const saved = await repo.getPreferences(app.ctx.db, { tenantId: request.tenant.id, userId: user.id });
      return { data: saved ?? EMPTY };
    },
  });

  app.put<{ Body: repo.PreferencesInput }>('/me/preferences', {
    schema: {
      tags,
      security,
      summary: 'Save the dietary preferences, consent and demographic (whole document)',
      body: preferencesSchema,
      response: { 200: dataOf(preferencesSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      await repo.savePreferences(
        app.ctx.db,
        { tenantId: request.tenant.id, userId: user.id },
        request.body,
        app.ctx.clock(),
      );
      return { data: request.body };
    },
  });
}
