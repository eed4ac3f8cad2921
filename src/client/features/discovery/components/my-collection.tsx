import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useMyMerchants } from '../../../api/my-rewards';
import { discoveryMessages as m } from '../messages';
import { LoadError } from './list-states';
import { MerchantAvatar } from './merchant-avatar';

/** Members' joined merchants as a row of logos, with see-all to /my_merchants (seed 000 section 2). */
export function MyCollection() {
  const intl = useIntl();
  const mine = useMyMerchants();
  const merchants = mine.data?.data ?? [];
  return (
    <Stack component="section" spacing={1} aria-labelledby="home-my-collection">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="home-my-collection" variant="h6" component="h2">
          {intl.formatMessage(m.myCollection)}
        </Typography>
        <Button component={Link} to="/my_merchants" size="small">
          {intl.formatMessage(m.seeAll)}
        </Button>
      </Stack>
      {mine.isError && <LoadError error={mine.error} onRetry={() => void mine.refetch()} />}
      {mine.isSuccess && merchants.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(m.merchantsNotFound)}
        </Typography>
      )}
      <Stack direction="row" spacing={1.5} sx={{ overflowX: 'auto', pb: 1 }} data-testid="my-collection">
        {merchants.map((merchant) => (
          <ButtonBase
            key={merchant._id}
            component={Link}
            to={`/merchant-detail/${encodeURIComponent(merchant._id)}`}
            sx={{ flexDirection: 'column', width: 76, flexShrink: 0, borderRadius: 2, gap: 0.5 }}
          >
            <MerchantAvatar merchant={merchant} size={56} />
            <Typography variant="caption" noWrap sx={{ width: '100%', textAlign: 'center' }}>
              {merchant.name}
            </Typography>
          </ButtonBase>
        ))}
      </Stack>
    </Stack>
  );
}
