import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { usePromotions } from '../api/get-promotions';
import { isFeedSection, type FeedSection } from '../api/types';
import { PagedList } from '../components/paged-list';
import { PromotionCard } from '../components/promotion-card';
import { feedMessages as m } from '../messages';

function SectionList({ section }: { section: FeedSection }) {
  const intl = useIntl();
  return (
    <PagedList query={usePromotions(section)} empty={intl.formatMessage(m.noPromotions)}>
      {(items) => items.map((promotion) => <PromotionCard key={promotion._id} promotion={promotion} />)}
    </PagedList>
  );
}

/** /feed/all/{feedType}: every promotion of one section (my, following or other), infinite. */
export default function FeedAllScreen() {
  const intl = useIntl();
  const { feedType } = useParams();
  return (
    <Box sx={{ p: 2 }}>
      {isFeedSection(feedType) ? (
        <SectionList section={feedType} />
      ) : (
        <Alert severity="warning">{intl.formatMessage(m.badFeedType, { feedType: feedType ?? '' })}</Alert>
      )}
    </Box>
  );
}
