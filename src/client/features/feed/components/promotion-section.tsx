import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { usePromotions, type FeedSection, type Promotion } from '../../../api/feed';
import { itemsOf } from './paged-list';
import { PromotionCard } from './promotion-card';
import { feedMessages as m } from '../messages';

const TITLES: Record<FeedSection, MessageDescriptor> = {
  my: m.sectionMy,
  following: m.sectionFollowing,
  other: m.sectionOther,
};

/** Promotions of one section, the first page in a horizontal strip; a section with none is not shown at all. */
export function PromotionSection({ section, enabled }: { section: FeedSection; enabled: boolean }) {
  const intl = useIntl();
  const query = usePromotions(section, { enabled });
  const items: Promotion[] = itemsOf(query.data);
  if (!enabled || items.length === 0) return null;
  const headingId = `feed-section-${section}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {intl.formatMessage(TITLES[section])}
        </Typography>
        <Link component={RouterLink} to={`/feed/all/${section}`} underline="hover">
          {intl.formatMessage(m.seeAll)}
        </Link>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, scrollSnapType: 'x mandatory' }}>
        {items.map((promotion) => (
          <Box key={promotion._id} sx={{ scrollSnapAlign: 'start' }}>
            <PromotionCard promotion={promotion} width={240} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Whether every section that was asked has answered, and whether any has promotions (for the empty state). */
export function usePromotionTotals(loggedIn: boolean) {
  const my = usePromotions('my', { enabled: loggedIn });
  const following = usePromotions('following', { enabled: loggedIn });
  const other = usePromotions('other');
  const asked = loggedIn ? [my, following, other] : [other];
  return {
    pending: asked.some((q) => q.isPending),
    error: asked.find((q) => q.isError)?.error ?? null,
    retry: () => asked.forEach((q) => void q.refetch()),
    empty: asked.every((q) => q.isSuccess && itemsOf(q.data).length === 0),
  };
}
