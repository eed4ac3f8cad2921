import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from 'react-intl';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { useDocument } from '../../../api/documents';
import type { StaticDocument, StaticPageType } from '../../../api/documents';
import { staticPageMessages as m } from '../messages';
import { PageState } from './page-state';

const EMPTY: Record<StaticPageType, MessageDescriptor> = {
  about: m.noAbout,
  contact: m.noContact,
  privacy: m.noPrivacy,
  terms: m.noTerm,
};

const isEmpty = (doc: StaticDocument | null) => !doc || doc.body.replace(/<[^>]*>/g, '').trim() === '';

/** One static page: its title and sanitised body, or the page's empty state. */
export function DocumentScreen({ type }: { type: StaticPageType }) {
  const query = useDocument(type);
  return (
    <PageState query={query} isEmpty={isEmpty} empty={EMPTY[type]}>
      {(doc) => (
        <Paper elevation={0} sx={{ m: 2, p: 2, borderRadius: 2 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {doc?.title}
          </Typography>
          <SanitizedHtml html={doc?.body ?? ''} />
        </Paper>
      )}
    </PageState>
  );
}

export const AboutScreen = () => <DocumentScreen type="about" />;
export const ContactScreen = () => <DocumentScreen type="contact" />;
export const PrivacyScreen = () => <DocumentScreen type="privacy" />;
export const TermScreen = () => <DocumentScreen type="terms" />;
