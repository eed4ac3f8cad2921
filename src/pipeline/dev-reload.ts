import { DEV_RELOAD_EVENT, DEV_RELOAD_EVENTS_PATH } from '../shared/constants/dev-reload';

/** Written into each tenant folder by watch-mode builds only, and loaded by their index.html after the app. */
export const DEV_RELOAD_SCRIPT_FILE = 'dev-reload.js';

/**
 * A plain script rather than app code, so the production bundle holds nothing of it: an EventSource that reloads the
 * tab when the server says its tenant was rebuilt. EventSource reconnects by itself when the dev server restarts.
 */
export function devReloadScript(): string {
  return `// Written by watch-mode builds (npm run dev) only: reloads this tab when its tenant is rebuilt.
new EventSource(${JSON.stringify(DEV_RELOAD_EVENTS_PATH)}).addEventListener(${JSON.stringify(DEV_RELOAD_EVENT)}, () => location.reload());
`;
}
