import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/first-screen';
import { loadMessages } from './i18n/load-messages';
import { LANGUAGE_LOCALES, LANGUAGE_STORAGE_KEY, pickLanguage } from './i18n/languages';
import { pageStorage } from './lib/page-storage';
import { registerServiceWorker } from './pwa/register-service-worker';
import { ConfigErrorScreen } from './tenant/config-error-screen';
import { PublicConfigError, readPublicConfig } from './tenant/read-public-config';

const CONTAINER_ID = 'root';

/** Reads the tenant config once, loads the language's messages, then renders; a bad config gets an error screen. */
async function start(): Promise<void> {
  let container = document.getElementById(CONTAINER_ID);
  if (!container) {
    container = document.createElement('div');
    container.id = CONTAINER_ID;
    document.body.append(container);
  }
  const root = createRoot(container);
  try {
    const config = readPublicConfig();
    const language = pickLanguage(config, pageStorage().getItem(LANGUAGE_STORAGE_KEY));
    document.documentElement.lang = LANGUAGE_LOCALES[language];
    const messages = await loadMessages(language);
    await preloadFirstScreen(config, window.location.pathname); // the server's first screen, drawn again unsuspended
    root.render(<App config={config} language={language} messages={messages} />);
    void registerServiceWorker();
  } catch (error) {
    const message = error instanceof PublicConfigError ? error.message : `Unexpected error: ${String(error)}`;
    console.error(error);
    root.render(<ConfigErrorScreen message={message} />);
  }
}

void start();
