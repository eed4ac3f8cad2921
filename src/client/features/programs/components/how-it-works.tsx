import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { programMessages as m } from '../messages';

/** A program's merchant-written 'How it works' (sanitised HTML) under its heading; nothing when it is empty. */
export function HowItWorks({ html }: { html: string }) {
  const intl = useIntl();
  const headingId = useId();
  if (!html) return null;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h2" color="text.secondary">
        {intl.formatMessage(m.howItWorks)}
      </Typography>
      <SanitizedHtml html={html} />
    </section>
  );
}
