import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loggedIn } from '../../state/session-slice';
import { useAppDispatch } from '../../state/store';
import type { Session } from '../../api/auth';
import { redirectTarget, sessionPayload } from './session';

/** Biometric setup screen (account area) the fingerprint toggle leads to after login. */
export const BIOMETRIC_SETUP_PATH = '/webAuth';

// The calls that follow a login (the bell's count, the biometric switch) and their endpoint hooks load once a login
// succeeds, not with the login form (issue 14: /login's first-load JS).
const loadNotifications = () => import(/* webpackChunkName: "notifications-api" */ '../../api/notifications');
const loadAccount = () => import(/* webpackChunkName: "account-api" */ '../../api/account');

/**
 * Stores the session (so the shell shows the bell, badge and My Rewards tab), drops cached answers that depended on
 * being anonymous, and leaves for the redirect target. With the fingerprint toggle on, a member's biometric
 * verification is switched on (PUT /me/biometric) when a credential is registered, else /webAuth sets one up.
 * `to` replaces the redirect target where the screen decides where login leads.
 */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (session: Session, options: { setUpBiometrics?: boolean; to?: string } = {}) => {
      dispatch(loggedIn(sessionPayload(session)));
      const count = session.user.unreadNotification;
      if (count !== undefined)
        void loadNotifications().then(({ setUnreadCount }) => setUnreadCount(queryClient, count));
      void queryClient.invalidateQueries();
      // A screen with its own destination (quick login: the merchant's ordering page) names it; else ?redirect=.
      const target = options.to ?? redirectTarget(search);
      if (!options.setUpBiometrics || session.user.role === 'guest') return navigate(target, { replace: true });
      // Fingerprint toggle on: switch verification on when a credential exists, otherwise set one up first.
      void loadAccount()
        .then(async ({ fetchBiometric, setBiometric }) => {
          const { registered } = await fetchBiometric();
          if (!registered) return navigate(BIOMETRIC_SETUP_PATH, { replace: true });
          await setBiometric(true);
          return navigate(target, { replace: true });
        })
        .catch(() => navigate(BIOMETRIC_SETUP_PATH, { replace: true }));
    },
    [dispatch, queryClient, navigate, search],
  );
}
