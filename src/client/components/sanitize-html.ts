import DOMPurify from 'dompurify';

/**
 * Merchant-supplied HTML (static pages, terms, membership how-it-works) is sanitised with DOMPurify before it is
 * shown: scripts, event handlers and javascript: URLs never reach the DOM. Links open in a new tab. Imported only
 * lazily (SanitizedHtml), so DOMPurify loads when a screen shows merchant HTML, not with the first screen.
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
