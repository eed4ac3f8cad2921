/**
 * The libraries under the app's first screen, in layers that start-up evaluates one task each before the app's own
 * modules (src/client/main.tsx). Importing the app evaluates its whole module graph at once: ~150 ms at Lighthouse's
 * 4x CPU slowdown, the longest task of the start-up. Each layer here is a slice of that same work (measured in
 * docs/benchmarks.md, "Blocking time, session 6"); what each import names is what the app imports anyway, so no
 * layer adds code to the bundle (`webpackExports`), and `webpackMode: "eager"` keeps the modules in the initial
 * chunks: only their evaluation waits for the call.
 */
export const LIBRARY_LAYERS: readonly (() => Promise<unknown>)[] = [
  // MUI's styling core: emotion, the theme functions, and MUI's default theme, which it creates on import.
  () => import(/* webpackMode: "eager", webpackExports: ["ThemeProvider"] */ '@mui/material/styles'),
  // The components of every screen's frame; Box creates a second default theme on import.
  () =>
    Promise.all([
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Box'),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Button'),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Typography'),
    ]),
  // Routing, client state, server data and messages.
  () =>
    Promise.all([
      import(/* webpackMode: "eager", webpackExports: ["BrowserRouter"] */ 'react-router-dom'),
      import(/* webpackMode: "eager", webpackExports: ["configureStore"] */ '@reduxjs/toolkit'),
      import(/* webpackMode: "eager", webpackExports: ["Provider"] */ 'react-redux'),
      import(/* webpackMode: "eager", webpackExports: ["QueryClient"] */ '@tanstack/react-query'),
      import(/* webpackMode: "eager", webpackExports: ["IntlProvider"] */ 'react-intl'),
    ]),
];
