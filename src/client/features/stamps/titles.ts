import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the stamps routes. Apart from messages.ts (which spreads them in, for the screens) because the
 * route table, and so these, is part of the app's first load, while the screens' other messages belong in their
 * lazy chunks.
 */
const defined = defineMessages({
  cardTitle: { id: 'stamps.cardTitle', defaultMessage: 'My stamp card', description: 'Title of an owned stamp card' },
  programTitle: { id: 'stamps.title', defaultMessage: 'Stamps', description: 'Title of the stamp program screen' },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values.
export const stampTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
