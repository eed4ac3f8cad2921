/** Notifications (seed 000 §4 and §7). */

/** Page size of the notification list. */
export const NOTIFICATION_PAGE_SIZE = 10;
/** The '{name} is enabled / disabled' toast of a notification toggle stays this long. */
export const NOTIFICATION_TOGGLE_TOAST_MS = 1000;
