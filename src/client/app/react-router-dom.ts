/**
 * `react-router-dom` as the app's build bundles it (webpack.config.ts aliases the package here): react-router itself,
 * whose Link is replaced by ./spa-link.tsx, without the framework-mode prefetching a declarative router never uses.
 * react-router-dom's own additions, the data routers' `RouterProvider` and `HydratedRouter`, are not offered (the app
 * renders its routes with `useRoutes`, ./routes.tsx): importing them fails the build.
 */
export * from 'react-router';
export { SpaLink as Link } from './spa-link';
