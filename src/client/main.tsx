import { startTransition } from 'react';
import { LIBRARY_LAYERS } from './boot/library-layers';
import { nextTask } from './boot/next-task';
import { INTL_WARM_UP } from './boot/warm-up-intl';
import { loadMessages } from './i18n/load-messages';
import { LANGUAGE_LOCALES, LANGUAGE_STORAGE_KEY, pickLanguage } from './i18n/languages';
import { pageStorage } from './lib/page-storage';
import { registerServiceWorkerWhenIdle } from './pwa/register-service-worker';
import { ConfigErrorScreen } from './tenant/config-error-screen';
import { PublicConfigError, readPublicConfig } from './tenant/read-public-config';
import { FIRST_SCREEN_ELEMENT_ID } from '../shared/tenant/public-config';

const CONTAINER_ID = 'root';

/**
 * Reads the tenant config once, loads the language's messages, then renders; a bad config gets an error screen.
 *
 * The static shell in index.html is already painted; the start-up runs as a chain of short tasks (docs/benchmarks.md,
 * "Blocking time, session 6"): react-dom, the layers of libraries under the app (./boot/library-layers.ts) and
 * the app's own modules are evaluated in separate tasks (`webpackMode: "eager"` keeps them in the initial chunks,
 * only their evaluation waits for the call), the Intl data loads in tasks of its own, the app's store, theme and
 * routes are made one task each, and the first render runs in a transition, which React renders in slices of a few
 * ms instead of one task.
 */
async function start(): Promise<void> {
  let container = document.getElementById(CONTAINER_ID);
  if (!container) {
    container = document.createElement('div');
    container.id = CONTAINER_ID;
    document.body.append(container);
  }
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const root = createRoot(container);
  try {
    const config = readPublicConfig();
    const language = pickLanguage(config, pageStorage().getItem(LANGUAGE_STORAGE_KEY));
    const locale = LANGUAGE_LOCALES[language];
    document.documentElement.lang = locale;
    const messages = await loadMessages(language);
    for (const evaluateLayer of LIBRARY_LAYERS) {
      await nextTask();
      await evaluateLayer();
    }
    await nextTask();
    const [{ App, createBrowserResources }, { preloadFirstScreen }] = await Promise.all([
      import(/* webpackMode: "eager" */ './app/app'),
      import(/* webpackMode: "eager" */ './app/first-screen'),
    ]);
    for (const warmUp of INTL_WARM_UP) {
      await nextTask();
      warmUp(locale);
    }
    await nextTask();
    const resources = await createBrowserResources(config, nextTask);
    // The server's first screen (its chunk loaded before the render, so the render never falls back to a skeleton).
    await preloadFirstScreen(
      config,
      window.location.pathname,
      document.getElementById(FIRST_SCREEN_ELEMENT_ID) !== null,
    );
    await nextTask();
    startTransition(() =>
      root.render(<App config={config} language={language} messages={messages} resources={resources} />),
    );
    registerServiceWorkerWhenIdle();
  } catch (error) {
    const message = error instanceof PublicConfigError ? error.message : `Unexpected error: ${String(error)}`;
    console.error(error);
    root.render(<ConfigErrorScreen message={message} />);
  }
}

void start();
