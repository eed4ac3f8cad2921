import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Promotion } from '../../../api/feed';

/**
 * A promotion image card: the image when the merchant gave one, otherwise the title on the merchant's colour.
 * Opens the promotion on its merchant page (/merchant-detail/{id}/promotions/{promotionId}).
 */
export function PromotionCard({ promotion, width }: { promotion: Promotion; width?: number }) {
  const { merchant } = promotion;
  return (
    <Card variant="outlined" sx={{ width, flexShrink: 0, borderRadius: 2 }}>
      <CardActionArea component={RouterLink} to={`/merchant-detail/${merchant._id}/promotions/${promotion._id}`}>
        <Box
          sx={{
            height: 120,
            display: 'flex',
            alignItems: 'flex-end',
            p: 1.5,
            color: '#fff',
            backgroundColor: merchant.color,
            backgroundImage: promotion.image
              ? `linear-gradient(transparent, rgba(0,0,0,.6)), url(${promotion.image})`
              : 'linear-gradient(135deg, rgba(0,0,0,.05), rgba(0,0,0,.45))',
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        >
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {promotion.title}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
          <Avatar src={merchant.logo ?? undefined} alt="" sx={{ width: 24, height: 24, bgcolor: merchant.color }}>
            {merchant.name.charAt(0)}
          </Avatar>
          <Typography variant="body2" noWrap>
            {merchant.name}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
