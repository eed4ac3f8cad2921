import type { MessageDescriptor } from 'react-intl';
import { showReferralEntry } from '../../../shared/rules';
import type { ReferralContext } from '../../../shared/rules';
import { accountMessages as m } from './messages';

/** What a row does: open a route, or one of the profile's popups and sheets (seed 000 §4 popup states). */
export type RowAction = { to: string } | { popup: 'phone' | 'password' | 'logout' | 'dietary' };

export type RowGroup = 'account' | 'settings' | 'help';

export interface ProfileRow {
  id: string;
  label: MessageDescriptor;
  group: RowGroup;
  action: RowAction;
  /** The '!' warning of an incomplete profile. */
  warn?: boolean;
}

export interface MenuContext extends ReferralContext {
  isGuest: boolean;
  profileIncomplete: boolean;
}

const HELP_ROWS: ProfileRow[] = [
  { id: 'about', label: m.about, group: 'help', action: { to: '/aboutUs' } },
  { id: 'contact', label: m.contact, group: 'help', action: { to: '/contact' } },
  { id: 'privacy', label: m.privacy, group: 'help', action: { to: '/privacy' } },
  { id: 'faq', label: m.faq, group: 'help', action: { to: '/faq' } },
  { id: 'terms', label: m.terms, group: 'help', action: { to: '/term' } },
];

/**
 * The profile menu of seed 000 §2, in order. Guests have no account to manage (the API refuses their profile
 * changes), so they get the help pages and logout. Refer friends only under showReferralEntry (§6).
 */
export function profileMenuRows(ctx: MenuContext): ProfileRow[] {
  const logout: ProfileRow = { id: 'logout', label: m.logout, group: 'help', action: { popup: 'logout' } };
  if (ctx.isGuest) return [...HELP_ROWS, logout];
  const rows: ProfileRow[] = [
    {
      id: 'myProfile',
      label: m.myProfile,
      group: 'account',
      action: { to: '/profile_detail' },
      warn: ctx.profileIncomplete,
    },
    { id: 'changePhone', label: m.changePhone, group: 'account', action: { popup: 'phone' } },
    { id: 'changePassword', label: m.changePassword, group: 'account', action: { popup: 'password' } },
    { id: 'address', label: m.address, group: 'account', action: { to: '/next/my/address' } },
    {
      id: 'notificationSettings',
      label: m.notificationSettings,
      group: 'settings',
      action: { to: '/profile/notificationSetting' },
    },
    { id: 'biometric', label: m.biometric, group: 'settings', action: { to: '/webAuth' } },
    { id: 'dietary', label: m.dietary, group: 'settings', action: { popup: 'dietary' } },
  ];
  if (showReferralEntry(ctx))
    rows.push({
      id: 'referFriends',
      label: m.referFriends,
      group: 'account',
      action: { to: '/profile/refer-friends' },
    });
  return [...rows, ...HELP_ROWS, logout];
}
