import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Promotion } from '../../../api/feed';
import { discoveryMessages as m } from '../messages';

/** A promotion in the home feed: its image, opening the promotion page. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const intl = useIntl();
  const label = promotion.title || intl.formatMessage(m.promotion);
  return (
    <Card data-testid="promotion-card">
      <CardActionArea component={Link} to={`/promotions/${encodeURIComponent(promotion._id)}`} aria-label={label}>
        {promotion.image ? (
          <Box
            component="img"
            src={promotion.image}
            alt={label}
            sx={{ display: 'block', width: '100%', aspectRatio: '2 / 1', objectFit: 'cover' }}
          />
        ) : (
          <Box sx={{ p: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <Typography variant="overline">{intl.formatMessage(m.promotion)}</Typography>
            <Typography variant="h6" component="p">
              {label}
            </Typography>
          </Box>
        )}
      </CardActionArea>
    </Card>
  );
}
