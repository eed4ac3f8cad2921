/**
 * The read caches one server process keeps (lib/tenant-read-cache.ts), each with the tables its reads come from: a
 * write to one of them clears the tenant's entries (plugins/read-caches.ts).
 */
import {
  biometricSettings,
  categories,
  memberships,
  membershipTiers,
  menuCategories,
  merchantFollows,
  merchants,
  modifierValueStocks,
  notifications,
  outlets,
  posTransactions,
  priceRules,
  productBookmarks,
  products,
  productTags,
  programs,
  promotions,
  sessions,
  users,
  webauthnCredentials,
} from '../db/schema';
import { TenantReadCache } from './tenant-read-cache';

export interface ReadCaches {
  /** What every visitor of a tenant sees alike: merchant page, home list, categories, promotions. */
  publicReads: TenantReadCache;
  /** The session (and its user) behind a bearer token, keyed by the token's hash. */
  sessions: TenantReadCache;
  /**
   * A member's own hot reads, keyed by user first: notifications, unread count, My Rewards, their ties to merchants
   * (merchant page, home list, promotions) and GET /me's extras.
   */
  memberReads: TenantReadCache;
  /**
   * The ordering catalogue's rows by outlet and merchant (ordering-catalogue/catalogue-cache.ts) and a visitor's menu
   * per outlet, mode and minute: what the menu and
   * every cart evaluation read. Stock lives in the products (and modifier value) rows, so a placement that takes
   * stock clears it; one of untracked products writes none of these tables.
   */
  catalogues: TenantReadCache;
}

/** Sessions live for a minute at most without being read again: the bound on an invalidation that went missing. */
const SESSION_TTL_MS = 60_000;

export function createReadCaches(): ReadCaches {
  return {
    publicReads: new TenantReadCache({
      name: 'public',
      tables: [merchants, outlets, categories, membershipTiers, programs, promotions],
      maxEntriesPerTenant: 500,
    }),
    sessions: new TenantReadCache({
      name: 'sessions',
      // Logout and revocation update `sessions`; a password change, profile edit or deletion writes `users`.
      tables: [sessions, users],
      insertsChangeNothing: true,
      maxEntriesPerTenant: 20_000,
      ttlMs: SESSION_TTL_MS,
    }),
    memberReads: new TenantReadCache({
      name: 'member',
      tables: [
        notifications,
        memberships,
        posTransactions,
        merchantFollows,
        merchants,
        categories,
        membershipTiers,
        // GET /me's extras: bookmarks, members referred (a sign-up inserts a user), biometric login.
        productBookmarks,
        users,
        webauthnCredentials,
        biometricSettings,
      ],
      maxEntriesPerTenant: 20_000,
    }),
    catalogues: new TenantReadCache({
      name: 'catalogues',
      tables: [outlets, merchants, menuCategories, products, modifierValueStocks, priceRules, productTags],
      maxEntriesPerTenant: 500,
    }),
  };
}

export const allReadCaches = (caches: ReadCaches): TenantReadCache[] => [
  caches.publicReads,
  caches.sessions,
  caches.memberReads,
  caches.catalogues,
];
