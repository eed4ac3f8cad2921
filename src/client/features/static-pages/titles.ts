import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the static pages routes. Apart from messages.ts (which spreads them in, for the screens) because the
 * route table, and so these, is part of the app's first load, while the screens' other messages belong in their
 * lazy chunks.
 */
const defined = defineMessages({
  aboutTitle: { id: 'staticPages.about.title', defaultMessage: 'About us', description: 'Header title of /aboutUs' },
  contactTitle: {
    id: 'staticPages.contact.title',
    defaultMessage: 'Contact us',
    description: 'Header title of /contact',
  },
  faqTitle: { id: 'staticPages.faq.title', defaultMessage: 'FAQ', description: 'Header title of /faq' },
  privacyTitle: {
    id: 'staticPages.privacy.title',
    defaultMessage: 'Privacy policy',
    description: 'Header title of /privacy',
  },
  termTitle: {
    id: 'staticPages.term.title',
    defaultMessage: 'Terms and conditions',
    description: 'Header title of /term',
  },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values.
export const staticPageTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
