/** Static pages and FAQ of the tenant (seed 000 §2: about, contact, privacy, terms, FAQ). */
import * as T from '@sinclair/typebox';
import { DataOf, Enum } from './common';
import { defineEndpoint } from './endpoint';

const tags = ['documents'];

export const STATIC_PAGE_TYPES = ['about', 'contact', 'privacy', 'terms'] as const;
export type StaticPageType = (typeof STATIC_PAGE_TYPES)[number];

/** A static page or one FAQ entry; `body` is HTML the client sanitises before showing it. */
export const StaticDocument = T.Object({
  _id: T.String(),
  type: T.String(),
  title: T.String(),
  body: T.String(),
  order: T.Integer(),
});
export type StaticDocument = T.Static<typeof StaticDocument>;

export const listFaq = defineEndpoint({
  method: 'GET',
  path: '/documents/faq',
  summary: 'FAQ entries sorted by order',
  tags,
  auth: 'public',
  response: DataOf(T.Array(StaticDocument)),
});

export const getDocument = defineEndpoint({
  method: 'GET',
  path: '/documents/:type',
  summary: 'A static page: about, contact, privacy or terms (404 when the merchant has none)',
  tags,
  auth: 'public',
  params: T.Object({ type: Enum(STATIC_PAGE_TYPES) }, { additionalProperties: false }),
  response: DataOf(StaticDocument),
});
