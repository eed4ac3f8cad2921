import { isProfileComplete } from '../../../shared/rules';
import type { SessionUser } from '../../state/session-slice';
import type { AuthUser, Session } from '../../api/auth';

/** The session slice payload for an API session: role member or guest, and the profile '!' badge flag. */
export function sessionPayload(session: Session) {
  return { token: session.token, role: roleOf(session.user), user: sessionUser(session.user) };
}

export function roleOf(user: Pick<AuthUser, 'role'>): 'guest' | 'member' {
  return user.role === 'guest' ? 'guest' : 'member';
}

export function sessionUser(user: AuthUser): SessionUser {
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return {
    id: user._id,
    displayName: name || user.phone || user.email || undefined,
    // Guests have no profile to complete: no '!' badge for them.
    profileIncomplete: user.role !== 'guest' && !isProfileComplete(user),
  };
}

/**
 * Where to go after login: the `redirect` query parameter when it is a path of this site (never another origin);
 * else, for a voucher barcode scanned while signed out (/login?barcode=…, seed 001 §2), its claim screen; else /home.
 */
export function redirectTarget(search: string): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/login'))
    return redirect;
  const barcode = params.get('barcode');
  return barcode ? `/voucher-barcode/${encodeURIComponent(barcode)}` : '/home';
}
