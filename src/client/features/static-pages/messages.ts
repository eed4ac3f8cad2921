import { defineMessages } from 'react-intl';
import { staticPageTitles } from './titles';

/** Static pages (seed 000 §2): titles and the empty states of §8, word for word. */
const defined = defineMessages({
  noFaq: { id: 'staticPages.faq.empty', defaultMessage: 'No FAQ available', description: 'Empty state of /faq' },
  noPrivacy: {
    id: 'staticPages.privacy.empty',
    defaultMessage: 'No Privacy Policy available',
    description: 'Empty state of /privacy',
  },
  noTerm: { id: 'staticPages.term.empty', defaultMessage: 'No Term available', description: 'Empty state of /term' },
  noAbout: {
    id: 'staticPages.about.empty',
    defaultMessage: 'No information available',
    description: 'Empty state of /aboutUs (wording not in the spec)',
  },
  noContact: {
    id: 'staticPages.contact.empty',
    defaultMessage: 'No contact details available',
    description: 'Empty state of /contact (wording not in the spec)',
  },
  loading: { id: 'staticPages.loading', defaultMessage: 'Loading', description: 'Label of the loading spinner' },
  retry: { id: 'staticPages.retry', defaultMessage: 'Try again', description: 'Button to reload after an error' },
});

export const staticPageMessages = { ...staticPageTitles, ...defined };
