import { requestData } from '../../../lib/api';
import type { AuthSession } from './types';

export interface MemberNumberLoginInput {
  refNo: string;
  password: string;
  isTermChecked?: boolean;
  language?: string;
}

/** Logs in with the membership (card) number and the account password. */
export function memberNumberLogin(input: MemberNumberLoginInput): Promise<AuthSession> {
  return requestData('/auth/member-number/login', { method: 'POST', body: input });
}
