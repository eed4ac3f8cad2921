import { Suspense, lazy, useEffect, useState } from 'react';
import { IOS_PROMPT_STORAGE_KEY, isIos, shouldShowIosPrompt } from './install-rules';

const InstallPromptView = lazy(() => import(/* webpackChunkName: "install-prompt" */ './install-prompt-view'));

/** Chromium's install event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

type Prompt = { kind: 'native'; event: BeforeInstallPromptEvent } | { kind: 'ios' } | null;

/**
 * Android and desktop Chromium: an Install button that opens the browser's dialog. iOS Safari has none, so a hint
 * explains Share → Add to Home Screen, repeated after more than a day (seed 000). The listener is mounted at start
 * (the event fires early); the view loads only when shown.
 */
export function InstallPrompt() {
  const [prompt, setPrompt] = useState<Prompt>(null);

  useEffect(() => {
    const ios = isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0);
    const lastShownAt = window.localStorage.getItem(IOS_PROMPT_STORAGE_KEY);
    if (shouldShowIosPrompt({ ios, standalone: isStandalone(), lastShownAt, now: Date.now() })) {
      window.localStorage.setItem(IOS_PROMPT_STORAGE_KEY, String(Date.now()));
      setPrompt({ kind: 'ios' });
    }
    const onBeforeInstall = (event: Event) => {
      event.preventDefault(); // keep the event for our own button instead of the browser's mini-infobar
      setPrompt({ kind: 'native', event: event as BeforeInstallPromptEvent });
    };
    const onInstalled = () => setPrompt(null);
    window.addEventListener('beforeinstallprompt', onBeforeInstall);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onBeforeInstall);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!prompt) return null;
  const close = () => setPrompt(null);
  const install =
    prompt.kind === 'native'
      ? () => {
          void prompt.event.prompt().finally(close);
        }
      : undefined;
  return (
    <Suspense fallback={null}>
      <InstallPromptView onInstall={install} onClose={close} />
    </Suspense>
  );
}
