import { useLocation } from 'react-router-dom';
import { pageStorage } from '../../../lib/page-storage';
import { readFlowParams, STORED_TABLE_KEY, type FlowParams } from '../lib/flow-params';

/**
 * The ordering flow's address (outlet, table, mode wishes) with the table remembered on this device. Its own module so
 * the outlet list, which needs only this, does not load the cart and menu reads of use-order-session (issue 14).
 */
export function useFlowParams(): FlowParams {
  const { search } = useLocation();
  return readFlowParams(search, pageStorage().getItem(STORED_TABLE_KEY));
}
