import { isIos, shouldShowIosPrompt } from './install-rules';

const NOW = 1_800_000_000_000;
/** Seed 000 §2: the prompt repeats after more than 1 day since the stored timestamp. */
const ONE_DAY_MS = 86_400_000;

describe('shouldShowIosPrompt', () => {
  const show = (lastShownAt: string | null, overrides: { ios?: boolean; standalone?: boolean } = {}) =>
    shouldShowIosPrompt({ ios: true, standalone: false, lastShownAt, now: NOW, ...overrides });

  it('shows on iOS outside standalone when never shown or more than 1 day ago, not at exactly 1 day', () => {
    expect(show(null)).toBe(true);
    expect(show('garbage')).toBe(true);
    expect(show(String(NOW - ONE_DAY_MS - 1))).toBe(true);
    expect(show(String(NOW - ONE_DAY_MS))).toBe(false);
    expect(show(String(NOW - 1000))).toBe(false);
  });

  it('never shows in the installed app or off iOS', () => {
    expect(show(null, { standalone: true })).toBe(false);
    expect(show(null, { ios: false })).toBe(false);
  });
});

describe('isIos', () => {
  it('recognises iPhone and touch iPadOS, not desktop Safari or Android', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5)).toBe(false);
  });
});
