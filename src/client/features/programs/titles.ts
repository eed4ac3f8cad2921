import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the programs routes. Apart from messages.ts (which spreads them in, for the screens) because the
 * route table, and so these, is part of the app's first load, while the screens' other messages belong in their
 * lazy chunks.
 */
const defined = defineMessages({
  browserTitle: {
    id: 'programs.browser.title',
    defaultMessage: 'Programs',
    description: 'Heading of the public programs browser (seed 001 \u00a72 screen 8)',
  },
  listTitle: {
    id: 'programs.list.title',
    defaultMessage: 'Programs',
    description: 'Title of /programs/merchants/{type}/{merchant}: programs of one kind of a merchant',
  },
  programTitle: { id: 'programs.title', defaultMessage: 'Program', description: 'Title of the program detail screen' },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values.
export const programTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
