import type { FastifyInstance } from 'fastify';
import type { Consent } from '../../db/schema';
import { badRequest, conflict, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { codeSchema, dataOf, emailSchema, errorResponses, passwordSchema, phoneSchema, str } from '../../lib/schemas';
import { consumeCode, issueCode } from '../auth/codes';
import { parseIdentity } from '../auth/identity-input';
import { requireUser } from '../auth/require-user';
import { loadUserExtras, toUserView, userViewSchema } from '../auth/user-view';
import { findMemberByIdentity, updateUser } from '../auth/users-repository';
import { unreadCount } from '../notifications/repository';

const tags = ['profile'];
const security = [{ bearer: [] }];
const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

interface ProfilePatch {
  firstname?: string;
  lastname?: string;
  birthday?: string;
  language?: 'en' | 'mn' | 'cn';
  isTermChecked?: boolean;
  consent?: Partial<Consent>;
}

export async function profileRoutes(app: FastifyInstance) {
  app.get('/me', {
    schema: {
      tags,
      security,
      summary: "The caller's profile with the unread notification count, bookmarked products and accepted referrals",
      response: { 200: dataOf(userViewSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request, { allowGuest: true });
      const [count, extras] = await Promise.all([
        unreadCount(app.ctx.db, { tenantId: request.tenant.id, userId: user.id }),
        loadUserExtras(app.ctx.db, user),
      ]);
      return { data: { ...toUserView(user, extras), unreadNotification: count } };
    },
  });

  app.patch<{ Body: ProfilePatch }>('/me', {
    schema: {
      tags,
      security,
      summary: 'Update names, birthday, language, terms or consent',
      body: obj({
        firstname: str(60),
        lastname: str(60),
        birthday: str(10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }),
        language: { type: 'string', enum: ['en', 'mn', 'cn'] },
        isTermChecked: { type: 'boolean' },
        consent: obj({
          acceptNotification: { type: 'boolean' },
          acceptMarketing: { type: 'boolean' },
          frequency: { type: 'string', enum: ['daily', 'weekly', 'monthly', 'never'] },
        }),
      }),
      response: { 200: dataOf(userViewSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      const { consent, ...rest } = request.body;
      if (rest.birthday && Number.isNaN(Date.parse(rest.birthday)))
        throw badRequest('birthday must be a real date (YYYY-MM-DD)', 'birthday');
      const updated = await updateUser(
        app.ctx.db,
        { tenantId: request.tenant.id, userId: user.id },
        { ...rest, ...(consent && { consent: { ...user.consent, ...consent } }) },
      );
      return { data: toUserView(updated) };
    },
  });

  app.put<{ Body: { oldPassword?: string; password: string } }>('/me/password', {
    schema: {
      tags,
      security,
      summary: 'Set or change the password (oldPassword required when one exists)',
      body: obj({ oldPassword: str(128), password: passwordSchema }, ['password']),
      response: { 200: dataOf(userViewSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      if (user.passwordHash) {
        if (!request.body.oldPassword)
          throw badRequest('oldPassword is required to change the password', 'oldPassword');
        if (!(await verifyPassword(request.body.oldPassword, user.passwordHash)))
          throw unauthorized('oldPassword is wrong');
      }
      const updated = await updateUser(
        app.ctx.db,
        { tenantId: request.tenant.id, userId: user.id },
        { passwordHash: await hashPassword(request.body.password) },
      );
      return { data: toUserView(updated) };
    },
  });

  app.post<{ Body: { phone?: string; email?: string } }>('/me/verification', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags,
      security,
      summary: 'Send a verification code (300 s) to a phone or e-mail for the profile',
      body: obj({ phone: phoneSchema, email: emailSchema, barcode: str(64) }),
      response: { 200: dataOf({ type: 'object', properties: { expiresIn: { type: 'integer' } } }), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      const identity = parseIdentity(request.body);
      const owner = await findMemberByIdentity(app.ctx.db, request.tenant.id, identity);
      if (owner && owner.id !== user.id)
        throw conflict(`This ${identity.kind} belongs to another member`, identity.kind);
      const issued = await app.ctx.db.transaction((tx) =>
        issueCode(tx, app.ctx, {
          tenantId: request.tenant.id,
          tenantName: request.tenant.name,
          identity,
          purpose: 'verify',
          ip: request.ip,
        }),
      );
      await app.ctx.outbox.flush(app.ctx.db, request.tenant.id);
      return { data: issued };
    },
  });

  app.post<{ Body: { phone?: string; email?: string; code: string } }>('/me/verification/confirm', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags,
      security,
      summary: 'Confirm the code: the phone or e-mail becomes the verified one of the profile',
      body: obj({ phone: phoneSchema, email: emailSchema, code: codeSchema }, ['code']),
      response: { 200: dataOf(userViewSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      const identity = parseIdentity(request.body);
      await consumeCode(app.ctx.db, app.ctx.clock(), {
        tenantId: request.tenant.id,
        identity,
        purposes: ['verify'],
        code: request.body.code,
      });
      const changes =
        identity.kind === 'phone'
          ? { phone: identity.value, isPhoneVerified: true }
          : { email: identity.value, isEmailVerified: true };
      const updated = await updateUser(app.ctx.db, { tenantId: request.tenant.id, userId: user.id }, changes);
      return { data: toUserView(updated) };
    },
  });
}
