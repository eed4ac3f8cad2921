import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { BiometricState } from './put-biometric';

export function getBiometric(): Promise<BiometricState> {
  return requestData('/me/biometric');
}

export const biometricQuery = () => queryOptions({ queryKey: ['me', 'biometric'], queryFn: getBiometric });

export function useBiometric(enabled: boolean) {
  return useQuery({ ...biometricQuery(), enabled });
}
