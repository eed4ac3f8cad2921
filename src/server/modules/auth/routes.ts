import type { FastifyInstance } from 'fastify';
import {
  codeSchema,
  dataOf,
  emailSchema,
  errorResponses,
  okSchema,
  passwordSchema,
  phoneSchema,
  str,
} from '../../lib/schemas';
import { biometricLoginRoutes } from './biometric-login';
import { memberNumberLoginRoutes } from './member-number-login';
import { requireUser } from './require-user';
import * as auth from './service';
import { posCheckPhone, posLogin } from './pos';
import { revokeAllSessions, revokeSession } from './tokens';
import { sessionSchema } from './user-view';
import type { CodePurpose } from '../../../shared/constants/auth';
import type { LoginMode } from '../../../shared/rules/constants';

const identityProps = { phone: phoneSchema, email: emailSchema };
const body = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});
const termsProps = { isTermChecked: { type: 'boolean' }, language: { type: 'string', enum: ['en', 'mn', 'cn'] } };
const tags = ['auth'];
const sessionResponse = { 200: dataOf(sessionSchema), ...errorResponses };
// Per tenant and client address on code, login and lookup routes (counted in the database, so across processes), on
// top of the per-identity code count and the per-account login back-off.
const rateLimited = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

type IdentityBody = { phone?: string; email?: string };

export async function authRoutes(app: FastifyInstance, options: { codeRateLimit: number }) {
  const limit = rateLimited(options.codeRateLimit);

  app.post<{ Body: IdentityBody & { mode?: LoginMode } }>('/auth/identity', {
    config: limit,
    schema: {
      tags,
      summary: 'Which login form comes next: login, signup or otp',
      body: body({
        ...identityProps,
        mode: { type: 'integer', enum: [0, 1], description: 'Login mode picked: 0 password, 1 one-time PIN' },
      }),
      response: {
        200: dataOf({ type: 'object', properties: { next: { type: 'string', enum: ['login', 'signup', 'otp'] } } }),
        ...errorResponses,
      },
    },
    handler: async (request) => ({ data: { next: await auth.checkIdentity(request, request.body) } }),
  });

  app.post<{ Body: IdentityBody & { flow?: 'login' | 'quick'; isTermChecked?: boolean; barcode?: string } }>(
    '/auth/code',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Send a one-time login code by SMS or e-mail',
        body: body({
          ...identityProps,
          flow: { type: 'string', enum: ['login', 'quick'] },
          isTermChecked: { type: 'boolean' },
          barcode: str(64),
        }),
        response: {
          200: dataOf({ type: 'object', properties: { next: { type: 'string' }, expiresIn: { type: 'integer' } } }),
          ...errorResponses,
        },
      },
      handler: async (request) => ({ data: await auth.requestLoginCode(request, request.body) }),
    },
  );

  app.post<{ Body: IdentityBody & { purpose: CodePurpose } }>('/auth/code/resend', {
    config: limit,
    schema: {
      tags,
      summary: 'Send a new code (the previous one stops working)',
      body: body(
        { ...identityProps, purpose: { type: 'string', enum: ['login', 'quick', 'signup', 'verify', 'reset'] } },
        ['purpose'],
      ),
      response: { 200: dataOf({ type: 'object', properties: { expiresIn: { type: 'integer' } } }), ...errorResponses },
    },
    handler: async (request) => ({ data: await auth.resendCode(request, request.body) }),
  });

  app.post<{ Body: IdentityBody & { code: string; isTermChecked?: boolean; language?: string } }>('/auth/code/verify', {
    config: limit,
    schema: {
      tags,
      summary: 'Log in (or quick sign up) with a one-time code',
      body: body({ ...identityProps, code: codeSchema, ...termsProps }, ['code']),
      response: sessionResponse,
    },
    handler: async (request) => ({ data: await auth.verifyCodeLogin(request, request.body) }),
  });

  app.post<{ Body: IdentityBody & { password: string; isTermChecked?: boolean } }>('/auth/login', {
    config: limit,
    schema: {
      tags,
      summary: 'Log in with phone or e-mail and password',
      body: body({ ...identityProps, password: str(128, { minLength: 1 }), barcode: str(64), ...termsProps }, [
        'password',
      ]),
      response: sessionResponse,
    },
    handler: async (request) => ({ data: await auth.passwordLogin(request, request.body) }),
  });

  app.post<{ Body: auth.SignupInput }>('/auth/signup', {
    config: limit,
    schema: {
      tags,
      summary: 'Sign up with the code sent to a new phone or e-mail',
      body: body(
        {
          ...identityProps,
          code: codeSchema,
          password: passwordSchema,
          firstname: str(60),
          lastname: str(60),
          referralCode: str(16),
          ...termsProps,
        },
        ['code'],
      ),
      response: sessionResponse,
    },
    handler: async (request) => ({ data: await auth.signup(request, request.body) }),
  });

  app.post<{ Body: IdentityBody }>('/auth/guest', {
    config: limit,
    schema: {
      tags,
      summary: "Guest session (only when the merchant's guest policy allows it)",
      body: body(identityProps),
      response: sessionResponse,
    },
    handler: async (request) => ({ data: await auth.guestLogin(request, request.body) }),
  });

  app.post('/auth/logout', {
    schema: {
      tags,
      summary: 'Revoke the token of this request',
      security: [{ bearer: [] }],
      response: { 200: okSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { sessionId } = await requireUser(request, { allowGuest: true });
      await revokeSession(app.ctx.db, { tenantId: request.tenant.id, sessionId }, app.ctx.clock());
      return { data: true };
    },
  });

  app.post('/auth/tokens/revoke-all', {
    schema: {
      tags,
      summary: 'Revoke every token of the caller (log out everywhere)',
      security: [{ bearer: [] }],
      response: { 200: dataOf({ type: 'object', properties: { revoked: { type: 'integer' } } }), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request, { allowGuest: true });
      const revoked = await revokeAllSessions(
        app.ctx.db,
        { tenantId: request.tenant.id, userId: user.id },
        app.ctx.clock(),
      );
      return { data: { revoked } };
    },
  });

  app.post<{ Body: IdentityBody }>('/auth/password/reset', {
    config: limit,
    schema: {
      tags,
      summary: 'Send a password reset code',
      body: body(identityProps),
      response: { 200: dataOf({ type: 'object', properties: { sent: { type: 'boolean' } } }), ...errorResponses },
    },
    handler: async (request) => ({ data: await auth.requestPasswordReset(request, request.body) }),
  });

  app.post<{ Body: IdentityBody & { code: string; password: string } }>('/auth/password/reset/confirm', {
    config: limit,
    schema: {
      tags,
      summary: 'Set a new password with the reset code (signs out every device)',
      body: body({ ...identityProps, code: codeSchema, password: passwordSchema }, ['code', 'password']),
      response: { 200: dataOf({ type: 'object', properties: { reset: { type: 'boolean' } } }), ...errorResponses },
    },
    handler: async (request) => ({ data: await auth.confirmPasswordReset(request, request.body) }),
  });

  app.post<{ Body: { phone: string } }>('/auth/pos/check-phone', {
    config: limit,
    schema: {
      tags,
      summary: 'POS sign-in: look up a phone',
      body: body({ phone: phoneSchema }, ['phone']),
      response: {
        200: dataOf({
          type: 'object',
          properties: {
            exists: { type: 'boolean' },
            isPhoneVerified: { type: 'boolean' },
            hasPassword: { type: 'boolean' },
          },
        }),
        ...errorResponses,
      },
    },
    handler: async (request) => ({ data: await posCheckPhone(request, request.body) }),
  });

  app.post<{ Body: { phone: string; password: string; passwordConfirmation?: string } }>('/auth/pos/login', {
    config: limit,
    schema: {
      tags,
      summary: 'POS sign-in: phone and password',
      body: body({ phone: phoneSchema, password: passwordSchema, passwordConfirmation: str(128) }, [
        'phone',
        'password',
      ]),
      response: sessionResponse,
    },
    handler: async (request) => ({ data: await posLogin(request, request.body) }),
  });

  await biometricLoginRoutes(app, { rateLimit: limit });
  await memberNumberLoginRoutes(app, { rateLimit: limit });
}
