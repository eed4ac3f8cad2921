import { OutletMenuScreen } from './outlet-menu-screen';

/** Food: cards carry nutrition grade and sugar badges (seed 002 §2). */
export default function FoodOutletMenuScreen() {
  return <OutletMenuScreen healthBadges />;
}
