import { generateState } from 'arctic';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { finishOAuth, LinkedAccount } from '../../../shared/api/oauth';
import { MEMBER_TOKEN_TTL_SECONDS } from '../../../shared/constants/auth';
import type { SocialProvider } from '../../../shared/tenant/resolve-tenant';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import { sha256 } from '../../lib/ids';
import { issueToken } from '../auth/tokens';
import { findMemberByIdentity, insertUser, updateUser, type UserRow } from '../auth/users-repository';
import {
  authorizationUrl,
  clientOf,
  endpointsOf,
  exchangeCode,
  fetchProfile,
  type ProviderClient,
  type ProviderProfile,
} from './providers';
import * as repo from './repository';

/** A pending authorization lives this long: enough to log in at the provider, short enough to be useless later. */
export const OAUTH_STATE_TTL_SECONDS = 600;
/** The httpOnly cookie that ties the callback to the browser that started (login CSRF). */
export const STATE_COOKIE = 'livery_oauth_state';
const COOKIE_PATH = '/api/oauth';

/** App screens the provider round-trip ends on (seed 000 §2: token in the query string). */
export const SOCIAL_CALLBACK_PATH = '/social-login';
export const SOCIAL_FAILED_PATH = `${SOCIAL_CALLBACK_PATH}?success=false`;

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The tenant's client for a provider; 404 when the merchant does not offer it (the login screen shows no button). */
export function requireClient(request: FastifyRequest, provider: SocialProvider): ProviderClient {
  const client = clientOf(request.tenant, provider);
  if (!client)
    throw new AppError(
      404,
      'OAUTH_NOT_CONFIGURED',
      `${PROVIDER_NAMES[provider]} sign-in is not configured for this merchant`,
      'provider',
    );
  return client;
}

export const redirectUriOf = (request: FastifyRequest, provider: SocialProvider) =>
  `${request.protocol}://${request.host}${COOKIE_PATH}/${provider}/callback`;

function stateCookie(request: FastifyRequest, value: string, maxAge: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  // SameSite=Lax: the provider sends the browser back with a top-level GET, which Lax cookies accompany.
  return `${STATE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function cookieValue(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * Start: a fresh state and PKCE verifier are stored (hashed state) for 10 minutes, the state also goes into the
 * browser's httpOnly cookie, and the browser is sent to the provider. Without the secret on the server the flow
 * could never finish, so the app's failure screen shows at once instead of after a trip to the provider.
 */
export async function startAuthorization(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
  returnTo: string | undefined,
): Promise<string> {
  const client = requireClient(request, provider);
  if (!client.secret) {
    request.log.error({ provider, env: client.secretEnv }, 'OAuth secret missing: set the environment variable');
    return SOCIAL_FAILED_PATH;
  }
  const { db, clock, env } = request.server.ctx;
  const now = clock();
  const state = generateState();
  const { url, codeVerifier } = authorizationUrl(
    client,
    endpointsOf(provider, env),
    redirectUriOf(request, provider),
    state,
  );
  await repo.insertPendingState(
    db,
    {
      stateHash: sha256(state),
      tenantId: request.tenant.id,
      provider,
      codeVerifier,
      returnTo: returnTo ?? null,
      expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_SECONDS * 1000),
    },
    now,
  );
  reply.header('set-cookie', stateCookie(request, `${provider}.${state}`, OAUTH_STATE_TTL_SECONDS));
  return url.toString();
}

/** What the provider sends back (GET /oauth/:provider/callback). */
export type CallbackQuery = Static<typeof finishOAuth.query>;

/**
 * Callback: the state must match the cookie of this browser and a pending request of this tenant and provider
 * (used once: the row is deleted as it is read); then the code is exchanged, the profile read, the member found or
 * created, and a member token issued like the password login's. Returns the app path to redirect to; every failure
 * (cancelled at the provider, bad state, provider error) is the social-login failure screen.
 */
export async function finishAuthorization(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
  query: CallbackQuery,
): Promise<string> {
  const client = requireClient(request, provider);
  reply.header('set-cookie', stateCookie(request, '', 0));
  const fail = (reason: string, detail?: unknown) => {
    request.log.warn(
      { provider, reason, detail: detail instanceof Error ? detail.message : detail },
      'OAuth sign-in failed',
    );
    return SOCIAL_FAILED_PATH;
  };
  if (query.error) return fail('provider error', query.error);
  if (!query.code || !query.state) return fail('code or state missing');
  if (cookieValue(request, STATE_COOKIE) !== `${provider}.${query.state}`)
    return fail('state does not match the cookie');
  if (!client.secret) return fail('secret missing', client.secretEnv);

  const { db, clock, env } = request.server.ctx;
  const pending = await repo.takePendingState(db, {
    stateHash: sha256(query.state),
    tenantId: request.tenant.id,
    provider,
  });
  if (!pending || pending.expiresAt <= clock()) return fail('state unknown, used or expired');

  let profile: ProviderProfile;
  try {
    const endpoints = endpointsOf(provider, env);
    const tokens = await exchangeCode(
      { ...client, secret: client.secret },
      endpoints,
      redirectUriOf(request, provider),
      query.code,
      pending.codeVerifier,
    );
    profile = await fetchProfile(provider, endpoints, tokens.accessToken());
  } catch (error) {
    return fail('code exchange or profile failed', error);
  }

  try {
    const token = await db.transaction(async (tx) => {
      const user = await findOrCreateMember(tx, request.tenant.id, provider, profile, clock());
      return (await issueToken(tx, { tenantId: request.tenant.id, userId: user.id }, clock(), MEMBER_TOKEN_TTL_SECONDS))
        .token;
    });
    const params = new URLSearchParams({ token });
    if (pending.returnTo) params.set('redirect', pending.returnTo);
    return `${SOCIAL_CALLBACK_PATH}?${params}`;
  } catch (error) {
    return fail('linking the account failed', error);
  }
}

/**
 * The member of this provider account: the one linked before; else the member with the same e-mail when the
 * provider vouches for it (and the link is made); else a new member. Only registered members are matched (guests
 * are throwaway accounts).
 */
export async function findOrCreateMember(
  tx: DbOrTx,
  tenantId: string,
  provider: SocialProvider,
  profile: ProviderProfile,
  now: Date,
): Promise<UserRow> {
  const linked = await repo.findLinkedUser(tx, { tenantId, provider, subject: profile.subject });
  if (linked) {
    await repo.touchLink(tx, { tenantId, identityId: linked.identityId }, { email: profile.email }, now);
    return linked.user;
  }

  const memberWithEmail = profile.email
    ? await findMemberByIdentity(tx, tenantId, { kind: 'email', value: profile.email })
    : null;
  let user: UserRow;
  if (memberWithEmail && profile.emailVerified) {
    user = memberWithEmail.isEmailVerified
      ? memberWithEmail
      : await updateUser(tx, { tenantId, userId: memberWithEmail.id }, { isEmailVerified: true });
  } else {
    // An unverified address is kept only if no member has it (members' e-mails are unique per tenant).
    const taken = memberWithEmail !== null;
    user = await insertUser(
      tx,
      {
        tenantId,
        role: 'registered',
        email: taken ? null : profile.email,
        isEmailVerified: !taken && profile.emailVerified,
        firstname: profile.firstname,
        lastname: profile.lastname,
      },
      now,
    );
  }
  await repo.insertLink(
    tx,
    { tenantId, userId: user.id, provider, subject: profile.subject, email: profile.email },
    now,
  );
  return user;
}

/** The member's linked social accounts. */
export async function listLinked(db: DbOrTx, scope: { tenantId: string; userId: string }): Promise<LinkedAccount[]> {
  const rows = await repo.listLinks(db, scope);
  return rows.map((r) => ({ provider: r.provider, email: r.email, linkedAt: r.createdAt.toISOString() }));
}

/**
 * Unlinks a provider (the /profile/fbunlink data deletion): the stored subject and e-mail of that account go. A
 * member with no phone, no e-mail and no other linked account would be locked out, so that is refused.
 */
export async function unlink(db: Db, scope: { tenantId: string; user: UserRow }, provider: SocialProvider) {
  return db.transaction(async (tx) => {
    const linked = await listLinked(tx, { tenantId: scope.tenantId, userId: scope.user.id });
    if (!linked.some((l) => l.provider === provider))
      throw new AppError(404, 'NOT_LINKED', `No ${PROVIDER_NAMES[provider]} account is linked`, 'provider');
    const otherWay = scope.user.phone || scope.user.email || linked.some((l) => l.provider !== provider);
    if (!otherWay)
      throw conflict(
        `Add a phone number or e-mail first: ${PROVIDER_NAMES[provider]} is your only way to log in`,
        'provider',
      );
    await repo.deleteLink(tx, { tenantId: scope.tenantId, userId: scope.user.id, provider });
  });
}
