import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loggedIn, unreadNotificationsSet } from '../../app/slices/session-slice';
import { useAppDispatch } from '../../app/store';
import type { AuthSession } from './api/types';
import { redirectTarget, sessionPayload } from './session';

/** Biometric setup screen (account area) the fingerprint toggle leads to after login. */
export const BIOMETRIC_SETUP_PATH = '/webAuth';

/**
 * Stores the session (so the shell shows the bell, badge and My Rewards tab), drops cached answers that depended on
 * being anonymous, and leaves for the redirect target, or the biometric setup when the user asked for it.
 */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (session: AuthSession, options: { setUpBiometrics?: boolean } = {}) => {
      dispatch(loggedIn(sessionPayload(session)));
      if (session.user.unreadNotification !== undefined)
        dispatch(unreadNotificationsSet(session.user.unreadNotification));
      void queryClient.invalidateQueries();
      const target = redirectTarget(search);
      navigate(options.setUpBiometrics ? BIOMETRIC_SETUP_PATH : target, { replace: true });
    },
    [dispatch, queryClient, navigate, search],
  );
}
