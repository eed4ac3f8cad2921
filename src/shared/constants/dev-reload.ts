/**
 * Live reload of `npm run dev`: the server streams server-sent events here (outside production) and sends
 * DEV_RELOAD_EVENT when the tenant of the Host was rebuilt or removed; the script a watch-mode build adds to
 * index.html (src/pipeline/dev-reload.ts) reloads the tab on it. Production builds carry no such script.
 */
export const DEV_RELOAD_EVENTS_PATH = '/api/dev/reload-events';
export const DEV_RELOAD_EVENT = 'reload';
