import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the notifications routes. Apart from messages.ts (which spreads them in, for the screens) because the
 * route table, and so these, is part of the app's first load, while the screens' other messages belong in their
 * lazy chunks.
 */
const defined = defineMessages({
  settingsTitle: {
    id: 'notifications.settings.title',
    defaultMessage: 'Notification settings',
    description: 'Header title of the notification settings screen',
  },
  title: { id: 'notifications.title', defaultMessage: 'Notifications', description: 'Header title of /notification' },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values.
export const notificationTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
