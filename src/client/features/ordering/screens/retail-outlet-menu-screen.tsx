import { OutletMenuScreen } from './outlet-menu-screen';

/** Retail: the same menu without the food health badges. */
export default function RetailOutletMenuScreen() {
  return <OutletMenuScreen healthBadges={false} />;
}
