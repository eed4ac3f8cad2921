/**
 * The read caches one server process keeps (lib/tenant-read-cache.ts), each with the tables its reads come from: a
 * write to one of them clears the tenant's entries (plugins/read-caches.ts).
 */
import {
  biometricSettings,
  cartLines,
  carts,
  categories,
  memberVouchers,
  memberships,
  membershipTiers,
  menuCategories,
  merchantFollows,
  merchants,
  modifierValueStocks,
  notifications,
  unreadNotifications,
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
   * A member's own hot reads, keyed by user first: the unread count, their ties to merchants (merchant page, home
   * list, promotions) and GET /me's extras.
   */
  memberReads: TenantReadCache;
  /**
   * The ordering catalogue's rows by outlet and merchant (ordering-catalogue/catalogue-cache.ts) and a visitor's menu
   * per outlet, mode and minute: what the menu and
   * every cart evaluation read. Stock lives in the products (and modifier value) rows, so a placement that takes
   * stock clears it; one of untracked products writes none of these tables.
   */
  catalogues: TenantReadCache;
  /**
   * A member's whole answer, as bytes, where it is their ties on top of the public data (merchant page, home list, My
   * Rewards): keyed by user first, cleared by a write to the public data or to anyone's ties (lib/public-answer.ts).
   */
  memberAnswers: TenantReadCache;
  /**
   * A member's pages of notifications, as bytes, keyed by user first: their rows with each merchant's image and logo,
   * so a notification written or marked read, or a merchant edited, clears them.
   */
  memberNotifications: TenantReadCache;
  /**
   * A member's cart as it stands (its answer as bytes, carts/routes.ts) per outlet and minute of the ordering clock:
   * it is priced from the catalogue and shows the member's vouchers it holds, so a write to the cart, the catalogue or
   * the member vouchers (one used or returned elsewhere) clears it.
   */
  memberCarts: TenantReadCache;
}

/** Sessions live for a minute at most without being read again: the bound on an invalidation that went missing. */
const SESSION_TTL_MS = 60_000;

/** What every visitor sees alike comes from these. */
const PUBLIC_TABLES = [merchants, outlets, categories, membershipTiers, programs, promotions];
/**
 * A member's ties to merchants: follows, joins (with balances and last visit: every ledger post moves a membership's
 * balance in the same statement) and spend (tier progress).
 */
const TIE_TABLES = [merchantFollows, memberships, posTransactions];
/** An outlet and its merchant's catalogue with its stock, price rules and tags (ordering-catalogue/catalogue-cache.ts). */
const CATALOGUE_TABLES = [outlets, merchants, menuCategories, products, modifierValueStocks, priceRules, productTags];

export function createReadCaches(): ReadCaches {
  return {
    publicReads: new TenantReadCache({
      name: 'public',
      tables: PUBLIC_TABLES,
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
        // The unread count: written only by triggers on `notifications`, named for whoever writes it one day.
        unreadNotifications,
        ...TIE_TABLES,
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
      tables: CATALOGUE_TABLES,
      maxEntriesPerTenant: 500,
    }),
    memberAnswers: new TenantReadCache({
      name: 'member-answers',
      tables: [...PUBLIC_TABLES, ...TIE_TABLES],
      maxEntriesPerTenant: 20_000,
    }),
    memberNotifications: new TenantReadCache({
      name: 'member-notifications',
      tables: [notifications, merchants],
      maxEntriesPerTenant: 20_000,
    }),
    memberCarts: new TenantReadCache({
      name: 'member-carts',
      tables: [carts, cartLines, memberVouchers, ...CATALOGUE_TABLES],
      maxEntriesPerTenant: 20_000,
    }),
  };
}

export const allReadCaches = (caches: ReadCaches): TenantReadCache[] => [
  caches.publicReads,
  caches.sessions,
  caches.memberReads,
  caches.catalogues,
  caches.memberAnswers,
  caches.memberNotifications,
  caches.memberCarts,
];
