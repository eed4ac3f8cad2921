import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { usePromotion } from '../../../api/feed';
import { PromotionPanel } from '../components/promotion-panel';
import { merchantMessages as m } from '../messages';

/** /promotions/:id — one promotion, with a way to its merchant and back to /feed (seed 001 §2 routes). */
export default function PromotionScreen() {
  const intl = useIntl();
  const { promotionId = '' } = useParams();
  const promotion = usePromotion(promotionId);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {promotion.isPending && <CircularProgress sx={{ alignSelf: 'center' }} aria-label="loading" />}
      {promotion.isError && <Alert severity="error">{promotion.error.message}</Alert>}
      {promotion.isSuccess && !promotion.data && (
        <Alert severity="info">{intl.formatMessage(m.programUnavailable)}</Alert>
      )}
      {promotion.data && (
        <PromotionPanel promotion={promotion.data}>
          <Button
            component={Link}
            to={`/merchant-detail/${encodeURIComponent(promotion.data.merchant._id)}/promotions/${encodeURIComponent(promotion.data._id)}`}
            variant="contained"
          >
            {intl.formatMessage(m.viewMerchant)}
          </Button>
          <Button component={Link} to="/feed" data-testid="promotion-back">
            {intl.formatMessage(m.backToFeed)}
          </Button>
        </PromotionPanel>
      )}
    </Stack>
  );
}
