/**
 * Product bookmarks (seed 000 §7 'Toggle a product bookmark by product id'; seed 002 'Get bookmarks'). The catalogue
 * itself (menu, search, detail) belongs to the ordering issue, which adds its endpoints here.
 */
import * as T from '@sinclair/typebox';
import { DataOf, IdParams, Nullable } from './common';
import { defineEndpoint } from './endpoint';

const tags = ['products'];

/** Text of the catalogue in each language (seed 002 §3); en_US is always there, the others fall back to it. */
export const LocalisedText = T.Object({
  en_US: T.String(),
  zh_CN: T.Optional(T.String()),
  mn_MN: T.Optional(T.String()),
});
export type LocalisedText = T.Static<typeof LocalisedText>;

/** A price per order mode (seed 002 price {dine_in, takeout, delivery}). */
const PriceByMode = T.Object({ dine_in: T.Number(), takeout: T.Number(), delivery: T.Number() });

/** The product as seed 002 §3 names its fields (the subset the catalogue has so far). */
export const Product = T.Object({
  _id: T.String(),
  sourceId: Nullable(T.String()),
  /** 0 normal, 1 bundle. */
  type: T.Integer(),
  /** The merchant's id. */
  merchant: T.String(),
  category: Nullable(T.Object({ _id: T.String(), name: LocalisedText })),
  name: LocalisedText,
  description: LocalisedText,
  image: Nullable(T.String()),
  covers: T.Array(T.String()),
  price: PriceByMode,
  isShowInOrder: T.Boolean(),
  is_dine_in: T.Boolean(),
  is_takeout: T.Boolean(),
  is_delivery: T.Boolean(),
  is_track_quantity: T.Boolean(),
  remaining_quantity: Nullable(T.Integer()),
  isBookmarked: T.Boolean(),
});
export type Product = T.Static<typeof Product>;

// Guests reach the handlers (member-or-guest) so they are refused with the bookmark wording, not the generic one.
export const toggleProductBookmark = defineEndpoint({
  method: 'POST',
  path: '/products/:productId/bookmark',
  summary: 'Toggle a product bookmark: adds it when absent, removes it when present (members only)',
  tags,
  auth: 'member-or-guest',
  params: IdParams('productId'),
  response: DataOf(
    T.Object({ productId: T.String(), isBookmarked: T.Boolean(), bookmarkedProducts: T.Array(T.String()) }),
  ),
});

export const listBookmarkedProducts = defineEndpoint({
  method: 'GET',
  path: '/products/bookmarks',
  summary: "The caller's bookmarked products, oldest bookmark first (members only)",
  tags,
  auth: 'member-or-guest',
  response: DataOf(T.Array(Product)),
});
