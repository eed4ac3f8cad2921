import type { Layout } from './tenant-config.generated';

/**
 * What a layout's merchants sell. The demo seed picks its catalogue, receipts, stamp card and directory category by
 * it, so a new layout that sells the same kind of goods needs no new demo data.
 */
export type Goods = 'food-and-drink' | 'merchandise';

/**
 * What differs between layouts outside the client's screens (those go through the client's layout registry). Read a
 * tenant's profile instead of comparing `layout` with a literal: a new layout is one row here, and the type checker
 * lists every place that needs it.
 */
export interface LayoutProfile {
  /** Web app manifest `categories` (W3C list): install sheets and app stores file the app under them. */
  manifestCategories: readonly string[];
  goods: Goods;
}

export const LAYOUT_PROFILES: Readonly<Record<Layout, LayoutProfile>> = {
  food: { manifestCategories: ['food', 'lifestyle'], goods: 'food-and-drink' },
  retail: { manifestCategories: ['shopping', 'lifestyle'], goods: 'merchandise' },
};

/** The profile of a tenant's layout. */
export function layoutProfile(tenant: { layout: Layout }): LayoutProfile {
  return LAYOUT_PROFILES[tenant.layout];
}
