import { requestData } from '../../../lib/api';

/** Revokes the token of this session on the server. */
export function logOut(): Promise<boolean> {
  return requestData('/auth/logout', { method: 'POST' });
}
