// Webpack loader of the app compile (webpack.config.ts), for react-router's production build: lets the minifier drop
// the components and contexts the app never imports.
import type { LoaderContext } from 'webpack';

/** `var Link = React10.forwardRef(` / `var RouteContext = React.createContext(`: a top-level React factory call. */
const FACTORY_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** `Link.displayName = "Link";` on a line of its own: a name for React DevTools. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/**
 * react-router ships every API in one module. Webpack marks the exports the app does not import as unused, and the
 * minifier removes what only they reference, but it must keep a call whose result no one reads unless the call is
 * marked pure, and it must keep every assignment: `var NavLink = React.forwardRef(…); NavLink.displayName =
 * "NavLink";` kept NavLink, Form, ScrollRestoration, the framework's contexts and all they call (1.8 KB gzip on
 * every first load). Creating a component or a context has no effect besides its value, so the calls are marked
 * pure, and the display names, which only name components in React DevTools, are left out.
 */
export function markReactFactoriesPure(source: string): { code: string; factories: number } {
  let factories = 0;
  const code = source
    .replace(FACTORY_CALL, (_match, declaration: string, call: string) => {
      factories += 1;
      return `${declaration}/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, '');
  return { code, factories };
}

export default function pureReactFactoriesLoader(this: LoaderContext<unknown>, source: string): string {
  const { code, factories } = markReactFactoriesPure(source);
  // A new react-router release written differently would silently bring the unused components back: say so.
  if (factories === 0 && /\b(?:forwardRef|createContext)\(/.test(source))
    this.emitWarning(new Error(`no top-level React factory call matched in ${this.resourcePath}; update the loader`));
  return code;
}
