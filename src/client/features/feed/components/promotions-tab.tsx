import { useIntl } from 'react-intl';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states';
import { FEED_SECTIONS } from '../../../api/feed';
import { feedMessages as m } from '../messages';
import { PromotionSection, usePromotionTotals } from './promotion-section';

/** Promotions tab: My, Following and Other sections ('Oops no promotions' when all are empty). */
export function PromotionsTab({ loggedIn }: { loggedIn: boolean }) {
  const intl = useIntl();
  const totals = usePromotionTotals(loggedIn);
  if (totals.pending) return <ListLoading label={intl.formatMessage(m.loading)} />;
  return (
    <>
      {totals.error && (
        <ListError error={totals.error} retryLabel={intl.formatMessage(m.retry)} onRetry={totals.retry} />
      )}
      {totals.empty && <ListEmpty text={intl.formatMessage(m.noPromotions)} />}
      {FEED_SECTIONS.map((section) => (
        <PromotionSection key={section} section={section} enabled={loggedIn || section === 'other'} />
      ))}
    </>
  );
}
