import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../../state/store';

/** Notifications are for members (seed 000 §6): guests have no bell and are sent to their profile. */
export function MembersOnly({ children }: { children: ReactNode }) {
  const role = useAppSelector((s) => s.session.role);
  return role === 'guest' ? <Navigate to="/profile" replace /> : <>{children}</>;
}
