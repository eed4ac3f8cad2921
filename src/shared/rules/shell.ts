import { IOS_INSTALL_PROMPT_INTERVAL_MS, LANGUAGES, type Language } from './constants';

export interface ShellContext {
  loggedIn: boolean;
  isGuest: boolean;
}

/** The notification bell is absent for guests (section 2); anonymous visitors see it and are sent to /login. */
export function showNotificationBell(ctx: ShellContext): boolean {
  return !ctx.isGuest;
}

/** The bell goes to /notification, or to /login when not logged in. */
export function notificationBellTarget(ctx: ShellContext): '/notification' | '/login' {
  return ctx.loggedIn && !ctx.isGuest ? '/notification' : '/login';
}

/** My Rewards tab and the feed's Activity tab are for logged-in members only (sections 2 and 6). */
export function isMember(ctx: ShellContext): boolean {
  return ctx.loggedIn && !ctx.isGuest;
}

export interface TabBarContext {
  pathname: string;
  notFound: boolean;
  singleMerchant: boolean;
}

/** Tabs are hidden on the not-found page, on order pages (/order/…) and in single-merchant mode. */
export function showTabBar(ctx: TabBarContext): boolean {
  if (ctx.notFound || ctx.singleMerchant) return false;
  return !/^\/order(\/|$)/.test(ctx.pathname);
}

export interface IosInstallPromptContext {
  isIos: boolean;
  /** Running as an installed app (display-mode standalone or navigator.standalone). */
  standalone: boolean;
  /** Epoch ms stored when the prompt was last shown; null when never. */
  lastShownMs: number | null | undefined;
  nowMs: number;
}

/** The iOS install prompt shows outside standalone mode, again only after more than 1 day since the last time. */
export function showIosInstallPrompt(ctx: IosInstallPromptContext): boolean {
  if (!ctx.isIos || ctx.standalone) return false;
  if (ctx.lastShownMs === null || ctx.lastShownMs === undefined) return true;
  return ctx.nowMs - ctx.lastShownMs > IOS_INSTALL_PROMPT_INTERVAL_MS;
}

/** Narrows a language code to en, mn or cn; throws naming the allowed codes. */
export function parseLanguage(code: string): Language {
  const lower = code.trim().toLowerCase();
  if ((LANGUAGES as readonly string[]).includes(lower)) return lower as Language;
  throw new RangeError(`language '${code}' is not offered; use one of ${LANGUAGES.join(', ')}`);
}
