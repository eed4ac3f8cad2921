import { requestData } from '../../../lib/api';

/** Revokes this session's token on the server. */
export function logOut(): Promise<boolean> {
  return requestData('/auth/logout', { method: 'POST' });
}
