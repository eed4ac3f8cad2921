import { createHash } from 'node:crypto';

/** index.html's `<script type="application/json">` listing the entry's files (in order) for the loader below. */
export const ENTRY_SCRIPTS_ELEMENT_ID = 'livery-entry-scripts';

/**
 * index.html's one inline script: it adds the entry's files, in order (`async = false`), once the first frame is
 * painted: after parsing, a requestAnimationFrame and a task. `<script defer>` would fetch them beside the markup,
 * the inline CSS and the preloaded cover, and on a fast link have them run before that first paint, which
 * Lighthouse's simulated LCP then charges with their download on slow 4G. A hidden tab draws no frames, so there
 * the files are added at once. Fixed text: the content-security-policy allows it by its hash, not by a nonce, so a
 * page the service worker cached runs it too.
 */
export const ENTRY_LOADER_SCRIPT = `(() => {
  const files = JSON.parse(document.getElementById(${JSON.stringify(ENTRY_SCRIPTS_ELEMENT_ID)}).textContent);
  const load = () => {
    for (const file of files) {
      const script = document.createElement('script');
      script.src = file;
      script.async = false;
      document.head.append(script);
    }
  };
  const afterFirstFrame = () =>
    document.visibilityState === 'hidden' ? load() : requestAnimationFrame(() => setTimeout(load, 0));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstFrame, { once: true });
  else afterFirstFrame();
})();`;

/** The `script-src` source that allows exactly ENTRY_LOADER_SCRIPT (CSP level 2 hash of the element's text). */
export const ENTRY_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_LOADER_SCRIPT).digest('base64')}'`;
