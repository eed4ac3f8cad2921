import { forwardRef } from 'react';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { LinkProps } from 'react-router';

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`), as react-router's Link tells them. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** The in-app path of an absolute URL on this origin, or null when it leaves the app. */
function sameOriginPath(url: string): string | null {
  try {
    const target = new URL(url.startsWith('//') ? window.location.protocol + url : url);
    return target.origin === window.location.origin ? target.pathname + target.search + target.hash : null;
  } catch {
    return null;
  }
}

/**
 * react-router's `<Link>` for the app's declarative router, built from the two hooks react-router documents for
 * custom links (`useHref`, `useLinkClickHandler`): a plain left click navigates in the app (replacing the entry
 * when it points where we are), a modified click, another `target` or `reloadDocument` is left to the browser, and
 * an absolute URL elsewhere is a plain link. react-router's own Link adds framework mode's prefetching (`prefetch`,
 * `discover`: route modules and loader data a data router fetches ahead); under `<BrowserRouter>` there is nothing
 * to fetch, but its code (1.7 KB gzip) came with the first load of every route. The build points
 * `react-router-dom`'s Link here (./react-router-dom.ts): same props, the same `<a>` (but for `mask`, which the app
 * does not use: the link navigates masked, its href is the real target).
 */
export const SpaLink = forwardRef<HTMLAnchorElement, LinkProps>(function SpaLink(
  {
    to,
    reloadDocument,
    onClick,
    // Framework mode's prefetching: a declarative router has no route modules or loader data to fetch ahead.
    prefetch: _prefetch,
    discover: _discover,
    ...props
  },
  ref,
) {
  // What is left besides the navigation's options (replace, state, …) goes onto the <a>.
  const {
    replace: _replace,
    state: _state,
    relative,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    mask: _mask,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...anchorProps
  } = props;
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to) ? to : null;
  const appPath = external === null ? null : sameOriginPath(external);
  // An absolute URL on this origin navigates in the app like its path.
  const appTarget = external === null ? to : (appPath ?? '/');
  const href = useHref(appTarget, { relative });
  // The hook reads the navigation's options (and `target`) from the props and ignores the anchor's.
  const navigateOnClick = useLinkClickHandler(appTarget, props);
  const inApp = !reloadDocument && (external === null || appPath !== null);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (inApp && !event.defaultPrevented) navigateOnClick(event);
  };
  return <a {...anchorProps} ref={ref} href={external ?? href} onClick={handleClick} />;
});
