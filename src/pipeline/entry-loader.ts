import { createHash } from 'node:crypto';

/** index.html's `<script type="application/json">` listing the entry's files (in order) for the loader below. */
export const ENTRY_SCRIPTS_ELEMENT_ID = 'livery-entry-scripts';

/** index.html's `<script type="application/json">` listing the screens' files to fetch ahead (./screen-preloads.ts). */
export const SCREEN_PRELOADS_ELEMENT_ID = 'livery-screen-preloads';

/** How long the loader waits for a first frame before it adds the files anyway. */
export const FRAME_WAIT_LIMIT_MS = 250;

/**
 * index.html's one inline script: it adds the entry's files, in order (`async = false`), once the first frame is
 * painted: after parsing, a requestAnimationFrame and a task. `<script defer>` would fetch them beside the markup,
 * the inline CSS and the preloaded cover, and on a fast link have them run before that first paint, which
 * Lighthouse's simulated LCP then charges with their download on slow 4G. A hidden tab draws no frames, so there
 * the files are added at once, and a page drawn in a throttled frame gets them after FRAME_WAIT_LIMIT_MS at most.
 * On a path that opens a screen of ./screen-preloads.ts it preloads that screen's chunks (and their translations)
 * with the entry's files: that screen is drawn only after its chunks, whose request would else wait for the entry
 * to run. Not while parsing: requests started before the first paint are charged to it by Lighthouse's simulation
 * (they moved brew-lane's cart, whose LCP is the title painted then, from 0.7 to 1.2 s). Fixed text: the
 * content-security-policy allows it by its hash, not by a nonce, so a page the service worker cached runs it too.
 */
export const ENTRY_LOADER_SCRIPT = `(() => {
  const preload = (href, as) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    // As webpack's message runtime fetches them (a CORS request), so the fetch takes the preloaded answer.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.append(link);
  };
  const screens = JSON.parse(document.getElementById(${JSON.stringify(SCREEN_PRELOADS_ELEMENT_ID)}).textContent);
  const files = JSON.parse(document.getElementById(${JSON.stringify(ENTRY_SCRIPTS_ELEMENT_ID)}).textContent);
  const load = () => {
    for (const screen of screens) {
      if (!new RegExp(screen.path).test(location.pathname)) continue;
      for (const file of screen.scripts) preload(file, 'script');
      for (const file of screen.fetches) preload(file, 'fetch');
    }
    for (const file of files) {
      const script = document.createElement('script');
      script.src = file;
      script.async = false;
      document.head.append(script);
    }
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load();
  };
  const afterFirstFrame = () => {
    if (document.visibilityState === 'hidden') return start();
    requestAnimationFrame(() => setTimeout(start, 0));
    // A frame may never come where the page is not drawn: an iframe out of view or cross-origin is throttled.
    setTimeout(start, ${FRAME_WAIT_LIMIT_MS});
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstFrame, { once: true });
  else afterFirstFrame();
})();`;

/** The `script-src` source that allows exactly ENTRY_LOADER_SCRIPT (CSP level 2 hash of the element's text). */
export const ENTRY_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_LOADER_SCRIPT).digest('base64')}'`;
