/**
 * The phone every browser test runs as: the suite's defaults (playwright.config.ts) and the contexts a test builds
 * itself (a browser launched with a fake camera), so those test the same phone.
 */
export const PHONE = {
  // The app is mobile-first: test it at a phone's size.
  viewport: { width: 390, height: 844 },
  // Layout is the same at any pixel ratio; at 2 the browser rasters and screenshots four times the pixels (in
  // software: no GPU here), 11 % of a run's CPU.
  deviceScaleFactor: 1,
  // The member's phone asks for less motion, which the app honours (index.html.hbs): no frames are drawn
  // for transitions, ripples and skeletons' pulse while a test waits — a quarter of the suite's CPU on a 2-core CI
  // machine. The motion itself is checked once, with no preference (shell.spec.ts).
  reducedMotion: 'reduce',
} as const;
