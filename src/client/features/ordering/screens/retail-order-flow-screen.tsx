import { flowMessages as m } from '../flow-messages';
import { OrderFlowScreen } from './order-flow-screen';

/** Retail: page 0 is the branch selection. */
export default function RetailOrderFlowScreen() {
  return <OrderFlowScreen title={m.branchTitle} action={m.shopHere} pictures={false} />;
}
