import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../state/store';

/** Seed 000 section 6: profile, rewards and notifications send anonymous visitors to /login, then back here. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const role = useAppSelector((state) => state.session.role);
  const location = useLocation();
  if (role === 'anonymous') {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(from)}`} replace />;
  }
  return <>{children}</>;
}
