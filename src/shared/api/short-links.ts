/** Short links (seed 000 §2 and §7 GET /api/url/{code}): a printed or texted code that opens a stored link. */
import * as T from '@sinclair/typebox';
import { RedirectTo, Str } from './common';
import { defineEndpoint } from './endpoint';

/** Short codes are letters, digits, '-' and '_' (what a printed link or SMS can carry). */
export const SHORT_CODE_PATTERN = '^[A-Za-z0-9_-]{1,32}$';

export const followShortLink = defineEndpoint({
  method: 'GET',
  path: '/url/:code',
  summary: 'Redirect a short code to its stored link',
  tags: ['short-links'],
  auth: 'public',
  params: T.Object(
    { code: Str(32, { pattern: SHORT_CODE_PATTERN, description: 'letters, digits, - and _' }) },
    { additionalProperties: false },
  ),
  response: RedirectTo,
  successStatus: 302,
});
