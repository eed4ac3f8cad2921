/** Categories of an app and following them (seed 000 §2 category strip, §4 category popup: at most 7 followed). */
import * as T from '@sinclair/typebox';
import { CATEGORY_MERCHANTS_LIMIT, MAX_FOLLOWED_CATEGORIES } from '../constants/discovery';
import { DataOf, IdParams, ListOf, PagingQuery } from './common';
import { defineEndpoint } from './endpoint';
import { MerchantSummary } from './merchants';

const tags = ['categories'];

export const Category = T.Object({
  _id: T.String(),
  name: T.String(),
  color: T.String(),
  icon: T.String(),
  /** Whether the caller follows it (always false for anonymous visitors). */
  isFollowed: T.Boolean(),
});
export type Category = T.Static<typeof Category>;

const CategoryParams = IdParams('categoryId');
const CategoryList = DataOf(T.Array(Category));

export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/categories',
  summary: 'Categories with isFollowed for the caller',
  tags,
  auth: 'optional',
  response: CategoryList,
});

export const listCategoryMerchants = defineEndpoint({
  method: 'GET',
  path: '/categories/:categoryId/merchants',
  summary: 'Merchants in a category (100 per page)',
  tags,
  auth: 'optional',
  params: CategoryParams,
  query: T.Object({ ...PagingQuery(CATEGORY_MERCHANTS_LIMIT) }, { additionalProperties: false }),
  response: ListOf(MerchantSummary),
});

export const followCategory = defineEndpoint({
  method: 'POST',
  path: '/categories/:categoryId/follow',
  summary: `Follow a category (at most ${MAX_FOLLOWED_CATEGORIES} followed); answers every category`,
  tags,
  auth: 'member',
  params: CategoryParams,
  response: CategoryList,
});

export const unfollowCategory = defineEndpoint({
  method: 'POST',
  path: '/categories/:categoryId/unfollow',
  summary: 'Unfollow a category; answers every category',
  tags,
  auth: 'member',
  params: CategoryParams,
  response: CategoryList,
});
