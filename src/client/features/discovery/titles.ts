import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the discovery routes. Apart from messages.ts (which spreads them in, for the screens) because the
 * route table, and so these, is part of the app's first load, while the screens' other messages belong in their
 * lazy chunks.
 */
const defined = defineMessages({
  categoryTitle: {
    id: 'discovery.category.title',
    defaultMessage: 'Category',
    description: 'Header title of /merchants_in_category',
  },
  myMerchantsTitle: {
    id: 'discovery.myMerchants.title',
    defaultMessage: 'My merchants',
    description: 'Header title of /my_merchants',
  },
  searchTitle: { id: 'discovery.search.title', defaultMessage: 'Search', description: 'Header title of /search' },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values.
export const discoveryTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
