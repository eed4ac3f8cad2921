import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Merchant-supplied HTML (terms), sanitised with DOMPurify before it reaches the page (seed 000, issue 4). */
export function SanitizedHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <Box
      data-testid={testId}
      sx={{ '& h1, & h2, & h3': { fontSize: '1.1rem', mt: 0 }, '& p': { my: 1 }, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
