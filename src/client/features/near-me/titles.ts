import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the near me routes. Apart from messages.ts (which spreads them in, for the screens) because the
 * route table, and so these, is part of the app's first load, while the screens' other messages belong in their
 * lazy chunks.
 */
const defined = defineMessages({
  searchTitle: {
    id: 'nearMe.search.title',
    defaultMessage: 'Search nearby',
    description: 'Header title of /searchNear',
  },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values.
export const nearMeTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
