import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { truncateDescription } from '../../../../shared/rules';
import { Tag } from '../../../components/tag';
import type { MerchantCard as MerchantCardData } from '../../../api/merchants';
import { discoveryMessages as m } from '../messages';
import { MerchantAvatar } from './merchant-avatar';

/** A merchant in a list: logo, name, category, the first 60 characters of its description; opens its page. */
export function MerchantCard({ merchant }: { merchant: MerchantCardData }) {
  const intl = useIntl();
  return (
    <Card variant="outlined" data-testid="merchant-card">
      <CardActionArea component={Link} to={`/merchant-detail/${encodeURIComponent(merchant._id)}`} sx={{ p: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <MerchantAvatar merchant={merchant} />
          <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.25}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3" noWrap sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
                {merchant.name}
              </Typography>
              {merchant.isSponsored && <Tag label={intl.formatMessage(m.sponsored)} />}
              {merchant.joined && <Tag color="primary" variant="outlined" label={intl.formatMessage(m.joined)} />}
            </Stack>
            {merchant.category && (
              <Typography variant="caption" color="text.secondary">
                {merchant.category.name} · {intl.formatMessage(m.followers, { count: merchant.followedCount })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {truncateDescription(merchant.description)}
            </Typography>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
