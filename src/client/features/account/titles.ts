import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the account routes. Apart from messages.ts (which spreads them in, for the screens) because the
 * route table, and so these, is part of the app's first load, while the screens' other messages belong in their
 * lazy chunks.
 */
const defined = defineMessages({
  address: {
    id: 'account.row.address',
    defaultMessage: 'My address',
    description: 'Profile menu row and /next/my/address title',
  },
  biometric: {
    id: 'account.row.biometric',
    defaultMessage: 'Touch ID / Face ID',
    description: 'Profile menu row and /webAuth title',
  },
  changePhone: {
    id: 'account.row.changePhone',
    defaultMessage: 'Change mobile number',
    description: 'Profile menu row and popup title',
  },
  fbTitle: {
    id: 'account.fbunlink.title',
    defaultMessage: 'Delete your social login data',
    description: 'Title of /profile/fbunlink',
  },
  myProfile: {
    id: 'account.row.myProfile',
    defaultMessage: 'My profile',
    description: 'Profile menu row: opens /profile_detail',
  },
  profileTitle: { id: 'account.profile.title', defaultMessage: 'Profile', description: 'Header title of /profile' },
  referFriends: {
    id: 'account.row.referFriends',
    defaultMessage: 'Refer friends',
    description: 'Profile menu row and screen title',
  },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values.
export const accountTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
