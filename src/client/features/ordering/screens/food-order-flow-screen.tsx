import { flowMessages as m } from '../flow-messages';
import { OrderFlowScreen } from './order-flow-screen';

/** Food: page 0 is the catalogue of the merchant's restaurants. */
export default function FoodOrderFlowScreen() {
  return <OrderFlowScreen title={m.catalogueTitle} action={m.viewMenu} pictures />;
}
