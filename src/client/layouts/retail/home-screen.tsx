import { HomeIntro } from '../default/home-screen';
import { MerchantActions } from '../merchant-actions';
import { screenMessages as m } from '../messages';

/** Retail merchants: a product catalogue instead of a menu. */
export default function RetailHomeScreen() {
  return (
    <HomeIntro>
      <MerchantActions lead={m.retailLead} actions={[m.retailCatalogue]} />
    </HomeIntro>
  );
}
