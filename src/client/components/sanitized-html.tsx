import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type Sanitize = (html: string) => string;

let sanitizerLoad: Promise<Sanitize> | undefined;
let loadedSanitizer: Sanitize | undefined;

/** DOMPurify (~9 KB gzip) is its own chunk, fetched once, the first time merchant HTML is shown. */
function loadSanitizer(): Promise<Sanitize> {
  sanitizerLoad ??= import(/* webpackChunkName: "sanitize-html" */ './sanitize-html').then((module) => {
    loadedSanitizer = module.sanitizeHtml;
    return module.sanitizeHtml;
  });
  return sanitizerLoad;
}

/**
 * Merchant-supplied HTML, sanitised (./sanitize-html.ts) before it reaches the DOM. Until the sanitiser's chunk
 * has loaded the box stays empty: unsanitised markup is never rendered.
 */
export function SanitizedHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => loadedSanitizer);
  useEffect(() => {
    if (sanitize) return;
    let mounted = true;
    void loadSanitizer().then((loaded) => mounted && setSanitize(() => loaded));
    return () => {
      mounted = false;
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html]);
  return (
    <Box
      sx={[
        { '& img': { maxWidth: '100%', height: 'auto' }, '& p:first-of-type': { mt: 0 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: clean }} // sanitised just above, or empty
    />
  );
}
