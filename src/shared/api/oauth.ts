/**
 * Google and Facebook sign-in (seed 000 §2 identity methods, /social-login callback) and the member's linked
 * accounts (/profile/fbunlink). Start and callback are browser navigations that end in a 302, never fetched.
 */
import * as T from '@sinclair/typebox';
import { SOCIAL_PROVIDERS } from '../tenant/social-providers';
import { DataOf, DateTime, Enum, Nullable, Ok, RedirectTo, Str } from './common';
import { defineEndpoint } from './endpoint';

const tags = ['oauth'];

export const SocialProviderName = Enum(SOCIAL_PROVIDERS);
const ProviderParams = T.Object({ provider: SocialProviderName }, { additionalProperties: false });

export const startOAuth = defineEndpoint({
  method: 'GET',
  path: '/oauth/:provider/start',
  summary: 'Start Google or Facebook sign-in: 302 to the provider (or to /social-login?success=false)',
  tags,
  auth: 'public',
  params: ProviderParams,
  query: T.Object(
    {
      returnTo: T.Optional(
        Str(300, {
          pattern: '^/(?!/)[^\\s\\\\]*$',
          description: 'App path to open after login (same site only), e.g. /merchant-detail/m1',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  response: RedirectTo,
  successStatus: 302,
});

export const finishOAuth = defineEndpoint({
  method: 'GET',
  path: '/oauth/:provider/callback',
  summary: 'Provider callback: 302 to /social-login?token=… or /social-login?success=false',
  tags,
  auth: 'public',
  params: ProviderParams,
  // Providers add parameters of their own (Google: scope, authuser, prompt, hd); they are ignored.
  query: T.Object(
    {
      code: T.Optional(Str(2048)),
      state: T.Optional(Str(200)),
      error: T.Optional(Str(200)),
      error_description: T.Optional(Str(1000)),
      error_reason: T.Optional(Str(200)),
    },
    { additionalProperties: true },
  ),
  response: RedirectTo,
  successStatus: 302,
});

export const LinkedAccount = T.Object({
  provider: SocialProviderName,
  email: Nullable(T.String()),
  linkedAt: DateTime,
});
export type LinkedAccount = T.Static<typeof LinkedAccount>;

export const listLinkedAccounts = defineEndpoint({
  method: 'GET',
  path: '/me/oauth',
  summary: "The member's linked Google and Facebook accounts",
  tags,
  auth: 'member',
  response: DataOf(T.Array(LinkedAccount)),
});

export const unlinkAccount = defineEndpoint({
  method: 'DELETE',
  path: '/me/oauth/:provider',
  summary: 'Unlink a Google or Facebook account and delete what it shared (/profile/fbunlink)',
  tags,
  auth: 'member',
  params: ProviderParams,
  response: Ok,
});
