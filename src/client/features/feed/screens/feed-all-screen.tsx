import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { FEED_SECTIONS, usePromotions, type FeedSection } from '../../../api/feed';
import { PagedList } from '../components/paged-list';
import { PromotionCard } from '../components/promotion-card';
import { feedMessages as m } from '../messages';

/** The feedType of the address, when it names a section. */
function isFeedSection(value: string | undefined): value is FeedSection {
  return (FEED_SECTIONS as readonly string[]).includes(value ?? '');
}

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
