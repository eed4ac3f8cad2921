import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import DOMPurify from 'dompurify';

/**
 * Merchant-supplied HTML (static pages, terms, membership how-it-works) is sanitised with DOMPurify before it is
 * shown: scripts, event handlers and javascript: URLs never reach the DOM. Links open in a new tab.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
  const template = document.createElement('template');
  template.innerHTML = clean;
  template.content.querySelectorAll('a[href]').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  });
  return template.innerHTML;
}

export function SanitizedHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      sx={[
        { '& img': { maxWidth: '100%', height: 'auto' }, '& p:first-of-type': { mt: 0 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: clean }} // sanitised by DOMPurify just above
    />
  );
}
