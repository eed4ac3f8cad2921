import { useEffect, useMemo, useState } from 'react';
import { isProfileComplete, mustSetPassword } from '../../../shared/rules';
import { useAppDispatch, useAppSelector } from '../../state/store';
import { profileCompletenessChanged } from '../../state/session-slice';
import { useTenant } from '../../tenant/tenant-context';
import { useProfile } from '../../api/profile';
import { useMerchant, type MembershipTier as Membership } from '../../api/merchants';
import { profileMenuRows } from './profile-menu';
import type { ProfileRow } from './profile-menu';

export type ProfilePopupState = 'hidden' | 'phone' | 'password' | 'logout' | 'membership' | 'dietary';

/** The membership the badge shows: the first active one the merchant shows on the member app. */
export function activeMembership(memberships: readonly Membership[] | undefined): Membership | null {
  return (memberships ?? []).find((ms) => ms.isActive && ms.showOnMemberApp !== false) ?? null;
}

/**
 * Everything both profile layouts need: profile, merchant, menu rows and the popup state of seed 000 §4. The
 * password popup is forced open (and not closable) while mustSetPassword holds.
 */
export function useProfileScreen() {
  const tenant = useTenant();
  const dispatch = useAppDispatch();
  const session = useAppSelector((s) => s.session);
  const profile = useProfile();
  const merchant = useMerchant(tenant.id);
  const [popup, setPopup] = useState<ProfilePopupState>('hidden');
  const [membershipShown, setMembershipShown] = useState<Membership | null>(null);
  const isGuest = session.role === 'guest';
  const user = profile.data;

  useEffect(() => {
    if (user && !isGuest) dispatch(profileCompletenessChanged(!isProfileComplete(user)));
  }, [user, isGuest, dispatch]);

  const forcedPassword = mustSetPassword({
    loggedIn: session.role !== 'anonymous' && Boolean(user),
    isGuest,
    hasPassword: user?.hasPassword,
    merchantRequiresPassword: tenant.login.passwordRequired,
  });

  const rows: ProfileRow[] = useMemo(
    () =>
      profileMenuRows({
        isGuest,
        profileIncomplete: Boolean(user) && !isProfileComplete(user ?? {}),
        subdomain: tenant.subdomain,
        merchantAllowsReferral: tenant.features.referral,
        memberships: merchant.data?.memberships,
        token: session.token,
      }),
    [isGuest, user, merchant.data, tenant, session.token],
  );

  return {
    user,
    profile,
    rows,
    membership: activeMembership(merchant.data?.memberships),
    popup: forcedPassword ? ('password' as const) : popup,
    forcedPassword,
    membershipShown,
    openPopup: setPopup,
    showMembership: (membership: Membership | null) => setMembershipShown(membership),
    closePopup: () => setPopup('hidden'),
  };
}

export type ProfileScreenModel = ReturnType<typeof useProfileScreen>;
