import { isApiError } from '../../../../api/api-error';
import { ORDER_SYSTEM_CODES } from '../../../../../shared/constants/ordering';

/** HTTP 412 without the order-time code: the delivery address is missing or too far (seed 002 §8). */
export const isAddressRefusal = (error: unknown): boolean =>
  isApiError(error) && error.status === 412 && error.orderSystemCode !== ORDER_SYSTEM_CODES.OUTSIDE_TIME;
