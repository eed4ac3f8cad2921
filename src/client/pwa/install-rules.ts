/** localStorage key of when the iOS install prompt was last shown (ms since epoch). */
export const IOS_PROMPT_STORAGE_KEY = 'livery:ios-install-prompt-at';

/** Seed 000: the iOS prompt repeats after more than one day. */
export const IOS_PROMPT_REPEAT_MS = 24 * 60 * 60 * 1000;

/** iPhone, iPad and iPod; iPadOS 13+ says "Macintosh" but has touch. */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Whether to show the iOS "Add to Home Screen" hint: only on iOS, only outside the installed app, and only when
 * it was never shown or more than a day has passed since (a corrupt timestamp counts as never).
 */
export function shouldShowIosPrompt({
  ios,
  standalone,
  lastShownAt,
  now,
}: {
  ios: boolean;
  standalone: boolean;
  lastShownAt: string | null;
  now: number;
}): boolean {
  if (!ios || standalone) return false;
  const last = Number(lastShownAt);
  if (lastShownAt === null || !Number.isFinite(last)) return true;
  return now - last > IOS_PROMPT_REPEAT_MS;
}
