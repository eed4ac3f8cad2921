import { HomeIntro } from '../default/home-screen';
import { MerchantActions } from '../merchant-actions';
import { screenMessages as m } from '../messages';

/** Food merchants: the menu and ordering come first. */
export default function FoodHomeScreen() {
  return (
    <HomeIntro>
      <MerchantActions lead={m.foodLead} actions={[m.foodOrder, m.foodMenu]} />
    </HomeIntro>
  );
}
